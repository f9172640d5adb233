import express from 'express';
import { methodNotAllowed, notFound } from '../middleware/httpErrors';
import type { GatewayDeps } from '../deps';
import { apiFreecryptoProxy } from './apiFreecryptoProxy';
import { apiTx } from './apiTx';
import { apiOpenApi } from './openapi';
import { historyCsv } from './csv/historyCsv';
import { pnlCsv } from './csv/pnlCsv';
import { holdingsCsv } from './csv/holdingsCsv';
import { portfolioCsv } from './csv/portfolioCsv';
import { positionsCsv } from './csv/positionsCsv';
import { stakesCsv } from './csv/stakesCsv';
import { transactionsCsv } from './csv/transactionsCsv';
import { stakesIcs } from './ics/stakesIcs';

/** The REST endpoints under /api (DESIGN.md "One process, one port"), twins of GraphQL queries. */
export function apiRouter(deps: GatewayDeps): express.Router {
  const router = express.Router();
  const routes: Record<string, express.RequestHandler> = {
    '/tx': apiTx(deps),
    '/freecrypto-proxy': apiFreecryptoProxy(deps),
    '/portfolio.csv': portfolioCsv(deps),
    '/holdings.csv': holdingsCsv(deps),
    '/positions.csv': positionsCsv(deps),
    '/stakes.csv': stakesCsv(deps),
    '/stakes.ics': stakesIcs(deps),
    '/history.csv': historyCsv(deps),
    '/pnl.csv': pnlCsv(deps),
    '/transactions.csv': transactionsCsv(deps),
    '/openapi.json': apiOpenApi(),
  };
  // Read-only: GET (and HEAD, which Express derives from it); any other method is a 405.
  for (const [path, handler] of Object.entries(routes))
    router
      .route(path)
      .get(handler)
      .all(methodNotAllowed(['GET', 'HEAD']));
  router.use(notFound());
  return router;
}
