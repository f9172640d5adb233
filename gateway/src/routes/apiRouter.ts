import express from 'express';
import type { PriceDeps } from '../services/prices/priceDeps';
import type { TxDeps } from '../services/transactions/txSources';
import { apiFreecryptoProxy } from './apiFreecryptoProxy';
import { apiTx } from './apiTx';

/** The REST endpoints under /api (DESIGN.md "One process, one port"), twins of GraphQL queries. */
export function apiRouter(deps: TxDeps & PriceDeps): express.Router {
  const router = express.Router();
  router.get('/tx', apiTx(deps));
  router.get('/freecrypto-proxy', apiFreecryptoProxy(deps));
  return router;
}
