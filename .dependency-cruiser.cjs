// The layers of docs/ARCHITECTURE.md as rules (npm run check:layers): calls go down only, client
// and gateway meet only in shared/, and no module reaches itself again. A rule breaks the check
// for value and type imports alike: a type from a higher layer drags its module's meaning down.
const UPPER_GATEWAY =
  '^gateway/src/(server\\.ts|index\\.ts|context\\.ts|routes|middleware|apolloPlugins|schema|responseCache|loaders|graphql)(/|$)';
const DOMAIN = '^gateway/src/(services|sources|icons)/';

/** One rule per service area: the areas above it that it must not import. */
function serviceAreaRules(above) {
  return Object.entries(above).map(([area, higher]) => ({
    name: `services-${area}-not-up`,
    severity: 'error',
    from: { path: `^gateway/src/services/${area}/` },
    to: { path: `^gateway/src/services/(${higher.join('|')})/` },
  }));
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A cycle makes two modules one: neither can be read, tested or moved alone. Types and lazy chunks (import()) may point back: they load nothing at start.',
      from: {},
      to: {
        circular: true,
        viaOnly: { dependencyTypesNot: ['type-only', 'dynamic-import'] },
      },
    },
    {
      name: 'client-not-gateway',
      severity: 'error',
      comment:
        'The dashboard talks to the gateway over HTTP only; what both need lives in shared/.',
      from: { path: '^client/' },
      to: { path: '^gateway/' },
    },
    {
      name: 'gateway-not-client',
      severity: 'error',
      from: { path: '^gateway/' },
      to: { path: '^client/' },
    },
    {
      name: 'shared-standalone',
      severity: 'error',
      comment: 'shared/ runs in the browser and in Node: it imports neither side.',
      from: { path: '^shared/' },
      to: { path: '^(client|gateway)/' },
    },
    {
      name: 'sources-not-up',
      severity: 'error',
      comment:
        'A source is one upstream call: it never sees the product rules, the API or the request.',
      from: { path: '^gateway/src/sources/' },
      to: { path: [UPPER_GATEWAY, '^gateway/src/services/'] },
    },
    {
      name: 'services-not-up',
      severity: 'error',
      comment: 'Services never see GraphQL, Express or the API layers (STYLE.md habit 5).',
      from: { path: '^gateway/src/services/' },
      to: { path: UPPER_GATEWAY },
    },
    {
      name: 'schema-not-sources',
      severity: 'error',
      comment:
        'Resolvers call services; a source is reached through the service that owns its rules.',
      from: { path: '^gateway/src/schema/' },
      to: { path: '^gateway/src/sources/' },
    },
    {
      name: 'infrastructure-not-up',
      severity: 'error',
      comment:
        'The outbound client, cache, request context, logging, metrics, errors, config and util serve every layer above and know none of them.',
      from: { path: '^gateway/src/(http|cache|request|logging|metrics|errors|config|util)/' },
      to: { path: [UPPER_GATEWAY, DOMAIN] },
    },
    {
      name: 'http-is-outbound',
      severity: 'error',
      comment:
        'http/ is the client the gateway calls upstreams with: inbound pieces live elsewhere.',
      from: { path: '^gateway/src/http/' },
      to: { path: '^node_modules/(express|cors|@apollo|@as-integrations)/' },
    },
    {
      name: 'util-is-leaf',
      severity: 'error',
      comment: 'Shared utilities depend on nothing of the gateway.',
      from: { path: '^gateway/src/util/' },
      to: { path: '^gateway/src/(?!util/)' },
    },
    {
      name: 'middleware-not-routes',
      severity: 'error',
      comment: 'Routes use middleware; middleware serves every route and knows none.',
      from: { path: '^gateway/src/middleware/' },
      to: { path: '^gateway/src/routes/' },
    },
    // Service areas call down one way: history reads holdings, holdings reads portfolio, portfolio
    // reads filters, and all read prices, balances and transactions; what two areas share sits in
    // services/ itself or util/.
    ...serviceAreaRules({
      filters: ['portfolio', 'holdings', 'history'],
      portfolio: ['holdings', 'history'],
      holdings: ['history'],
      prices: ['filters', 'portfolio', 'holdings', 'history', 'staking', 'ticker'],
      balances: ['filters', 'portfolio', 'holdings', 'history', 'staking', 'ticker'],
      transactions: ['filters', 'portfolio', 'holdings', 'history', 'staking', 'ticker'],
    }),
  ],
  options: {
    // Tests import helpers across folders on purpose; the layers concern what ships.
    exclude: { path: ['\\.test\\.tsx?$', '/generated/'] },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
    skipAnalysisNotInRules: true,
  },
};
