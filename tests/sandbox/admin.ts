import { z } from 'zod';
import type { Counters } from './counters';
import type { Fault } from './faults/fault';
import type { Faults } from './faults/faults';
import type { AdminHandler } from './server';
import type { Upstream } from './upstreams/upstream';
import type { World } from './world/world';

const times = z.number().int().positive().exactOptional();

const faultSchema: z.ZodType<Fault> = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('latency'),
    ms: z.number().nonnegative(),
    jitterMs: z.number().nonnegative().exactOptional(),
    times,
  }),
  z.object({
    kind: z.literal('failureRate'),
    rate: z.number().min(0).max(1),
    status: z.number().int().min(400).max(599).exactOptional(),
  }),
  z.object({
    kind: z.literal('rateLimit'),
    // Seconds, or an ISO date that becomes an HTTP-date Retry-After.
    retryAfter: z
      .union([z.number().nonnegative(), z.iso.datetime().transform((value) => new Date(value))])
      .exactOptional(),
    status: z.union([z.literal(429), z.literal(200)]).exactOptional(),
    times,
  }),
  z.object({ kind: z.literal('status'), status: z.number().int().min(400).max(599), times }),
  z.object({ kind: z.literal('hang'), times }),
  z.object({ kind: z.literal('malformed'), times }),
  z.object({ kind: z.literal('errorString'), times }),
  z.object({ kind: z.literal('echoKey'), times }),
  z.object({ kind: z.literal('empty'), times }),
  z.object({
    kind: z.literal('quirk'),
    quirk: z.enum(['blank-fees', 'odd-market-fields']),
    times,
  }),
  z.object({ kind: z.literal('paging'), mode: z.enum(['endless', 'repeat']), times }),
]);

/**
 * The manual-demo twin of the typed API, under /__sandbox/:
 *   GET    /__sandbox/               upstreams, their routes, the demo wallets
 *   GET    /__sandbox/counters       every counter;  DELETE resets them
 *   GET    /__sandbox/faults         faults in force; DELETE clears them (?upstream= for one)
 *   POST   /__sandbox/faults         {"upstream":"dexscreener","route":"latest/dex/tokens","fault":{"kind":"status","status":503,"times":3}}
 */
export function createAdmin(
  world: World,
  upstreams: readonly Upstream[],
  faults: Faults,
  counters: Counters,
): AdminHandler {
  const ids = new Set(upstreams.map((upstream) => upstream.id));
  const addSchema = z.object({
    upstream: z.string().refine((id) => ids.has(id), 'unknown upstream'),
    route: z.string().exactOptional(),
    fault: faultSchema,
  });

  return ({ method, path, query, body }) => {
    const route = `${method} ${path.replace(/\/+$/, '') || '/'}`;
    switch (route) {
      case 'GET /':
        return {
          status: 200,
          body: {
            seed: world.seed,
            now: world.now,
            wallets: world.demoWallets.map((wallet) => ({
              address: wallet.checksum,
              name: wallet.name,
            })),
            walletCount: world.wallets.length,
            upstreams: upstreams.map((upstream) => ({
              prefix: `/${upstream.id}`,
              routes: upstream.routes.map((r) => r.name),
            })),
          },
        };
      case 'GET /counters':
        return { status: 200, body: counters.snapshot() };
      case 'DELETE /counters':
        counters.reset();
        return { status: 200, body: {} };
      case 'GET /faults':
        return { status: 200, body: faults.list() };
      case 'DELETE /faults': {
        const upstream = query.get('upstream');
        if (upstream !== null && !ids.has(upstream))
          return { status: 400, body: { message: `unknown upstream ${upstream}` } };
        faults.clear(upstream ?? undefined);
        return { status: 200, body: {} };
      }
      case 'POST /faults': {
        const parsed = addSchema.safeParse(body);
        if (!parsed.success)
          return { status: 400, body: { message: z.prettifyError(parsed.error) } };
        faults.add(parsed.data.upstream, parsed.data.route, parsed.data.fault);
        return { status: 201, body: faults.list() };
      }
      default:
        return { status: 404, body: { message: `no admin route ${route}` } };
    }
  };
}
