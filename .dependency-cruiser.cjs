/**
 * The layers of the code, checked by dependency-cruiser in `npm test` (the `layers` part). Lower floors never import
 * higher ones: `shared/` (pure: no DOM, no Node) under everything; on the server `db/` and `plugins/` under
 * `features/`, and features under `app.ts`; on the client `components/` and `data/` under `features/`. A cycle between
 * two modules at run time is refused everywhere. None is allowed: any
 * violation fails `npm test`.
 * Loops between two features' folders are checked by scripts/feature-cycles.ts, the second half of `npm run layers`.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Two modules that import each other (through any path) make one layer of two: move the shared part down. A loop ' +
        "closed only by a type import is left: it is gone at build time (a shared rules module re-exporting its contract's types).",
      from: { path: '^(server|client|shared)/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'shared-is-pure',
      severity: 'error',
      comment: 'shared/ runs in the browser, the service worker and Node: no Node built-ins, and nothing of the client or server.',
      from: { path: '^shared/' },
      to: { path: '^(client|server)/|^node:', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'shared-no-node',
      severity: 'error',
      from: { path: '^shared/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'server-db-below-features',
      severity: 'error',
      comment: 'server/db is the floor features stand on: it imports no feature (each feature owns its repo).',
      from: { path: '^server/db/' },
      to: { path: '^server/features/' },
    },
    {
      name: 'server-plugins-below-features',
      severity: 'error',
      comment: 'server/plugins are the HTTP floor: they import no feature (a feature registers itself with app.ts).',
      from: { path: '^server/plugins/' },
      to: { path: '^server/features/' },
    },
    {
      name: 'server-features-not-app',
      severity: 'error',
      comment: 'A feature never reaches up to the app that assembles the features, nor to the list of every repo.',
      from: { path: '^server/features/' },
      to: { path: '^server/(app|main|repos)\\.ts$' },
    },
    {
      name: 'client-shell-below-features',
      severity: 'error',
      comment: 'client/components and client/data are under the features: they import none.',
      from: { path: '^client/(components|data)/' },
      to: { path: '^client/features/' },
    },
    {
      name: 'client-not-server',
      severity: 'error',
      from: { path: '^client/' },
      to: { path: '^server/' },
    },
    {
      name: 'server-not-client',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^client/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|\\.tmp|dist)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
