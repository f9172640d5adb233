import express from 'express';
import type { EngineDeps } from '../services/holdings/engineDeps';
import { apiFreecryptoProxy } from './apiFreecryptoProxy';
import { apiTx } from './apiTx';
import { holdingsCsv } from './csv/holdingsCsv';
import { portfolioCsv } from './csv/portfolioCsv';
import { stakesCsv } from './csv/stakesCsv';
import { transactionsCsv } from './csv/transactionsCsv';

/** The REST endpoints under /api (DESIGN.md "One process, one port"), twins of GraphQL queries. */
export function apiRouter(deps: EngineDeps): express.Router {
  const router = express.Router();
  router.get('/tx', apiTx(deps));
  router.get('/freecrypto-proxy', apiFreecryptoProxy(deps));
  router.get('/portfolio.csv', portfolioCsv(deps));
  router.get('/holdings.csv', holdingsCsv(deps));
  router.get('/stakes.csv', stakesCsv(deps));
  router.get('/transactions.csv', transactionsCsv(deps));
  return router;
}
