/**
 * The API's layers, checked by `npm run lint:deps -w api`:
 *   main.ts / cli / bench / testing → app.ts → plugins/, routes/ → features/ → db/, http/
 * Into a feature, only through its index.ts (its door): from another feature, a route, a plugin or an entry point.
 * Tests (*.test.ts) may import anything below them, the test kit and app.ts; cycles are refused everywhere.
 */
const TEST = '\\.test\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle makes load order matter and hides which layer owns what.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'app-only-from-entry-points',
      severity: 'error',
      comment: 'app.ts builds the whole API: only main.ts, the CLI, the bench, the test kit and tests start it.',
      from: { pathNot: ['^src/(main\\.ts|cli/|bench/|testing/)', TEST] },
      to: { path: '^src/app\\.ts$' },
    },
    {
      name: 'db-and-http-stay-low',
      severity: 'error',
      comment: 'db/ and http/ are the bottom layers: they know nothing of features, routes or plugins.',
      from: { path: '^src/(db|http)/', pathNot: TEST },
      to: { path: '^src/(features|routes|plugins|testing)/' },
    },
    {
      name: 'features-below-http-surface',
      severity: 'error',
      comment: 'Features (repositories, engines, the importer) are called by routes and plugins, never the reverse.',
      from: { path: '^src/features/', pathNot: TEST },
      to: { path: '^src/(routes|plugins|testing)/' },
    },
    {
      name: 'features-through-their-door',
      severity: 'error',
      comment:
        "A feature imports another only through its index.ts: the door says what the room offers, and its other files can change freely.",
      from: { path: '^src/features/([^/]+)/', pathNot: TEST },
      to: { path: '^src/features/', pathNot: ['^src/features/$1/', '^src/features/[^/]+/index\\.ts$'] },
    },
    {
      name: 'features-through-their-door-from-outside',
      severity: 'error',
      comment:
        "Routes, plugins, the entry points and the bench reach a feature only through its index.ts, as other features do.",
      from: { path: '^src/', pathNot: ['^src/features/', '^src/testing/', TEST] },
      to: { path: '^src/features/[^/]+/', pathNot: '^src/features/[^/]+/index\\.ts$' },
    },
    {
      name: 'plugins-not-routes',
      severity: 'error',
      comment: 'Plugins are cross-cutting; routes register them, not the other way round.',
      from: { path: '^src/plugins/', pathNot: TEST },
      to: { path: '^src/(routes|testing)/' },
    },
    {
      name: 'api-v1-route-areas-apart',
      severity: 'error',
      comment: 'A route folder under /api/v1/ imports only its own subtree; shared code belongs in features/ or http/.',
      from: { path: '^src/routes/api/v1/([^/]+)/', pathNot: TEST },
      to: { path: '^src/routes/', pathNot: '^src/routes/api/v1/$1/' },
    },
    {
      name: 'route-areas-apart',
      severity: 'error',
      comment: 'A top-level route folder (/auth/, /users/…) imports only its own subtree.',
      from: { path: '^src/routes/((?!api/)[^/]+)/', pathNot: TEST },
      to: { path: '^src/routes/', pathNot: '^src/routes/$1/' },
    },
    {
      name: 'testing-only-in-tests',
      severity: 'error',
      comment: 'Production code never loads test helpers.',
      from: { pathNot: ['^src/testing/', TEST] },
      to: { path: '^src/testing/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.json'] },
  },
};
