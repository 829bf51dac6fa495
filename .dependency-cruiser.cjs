// Import boundaries (ARCHITECTURE §2, docs/architecture.md), checked by `npm run lint`.
const SERVER_MODULES = '^apps/server/src/modules/';
const WEB = '^apps/web/app/';
const TESTS = '\\.test\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-value-cycles',
      comment: 'Value imports never form a cycle (type-only imports may).',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'module-repository-is-private',
      comment: "A server module never reads another module's repository: it calls that module's service.",
      severity: 'error',
      from: { path: `${SERVER_MODULES}([^/]+)/` },
      to: { path: `${SERVER_MODULES}[^/]+/.*repository\\.ts$`, pathNot: `${SERVER_MODULES}$1/` },
    },
    {
      name: 'module-service-is-public',
      comment: 'Across server modules only *.service.ts (and actions.ts, for the registry) is public.',
      severity: 'error',
      from: { path: `${SERVER_MODULES}([^/]+)/`, pathNot: TESTS },
      to: {
        path: SERVER_MODULES,
        pathNot: [`${SERVER_MODULES}$1/`, '\\.service\\.ts$', '/actions\\.ts$'],
      },
    },
    {
      name: 'db-knows-no-module',
      comment:
        "db/ is below the modules: each domain's seed step lives in its module and the runner calls it.",
      severity: 'error',
      from: { path: '^apps/server/src/db/', pathNot: TESTS },
      to: { path: SERVER_MODULES },
    },
    {
      name: 'module-knows-no-stand-in',
      comment:
        'A domain owns its seam; built-in stand-ins are wired at start-up, never imported by a module.',
      severity: 'error',
      from: { path: SERVER_MODULES, pathNot: TESTS },
      to: { path: '^apps/server/src/providers/' },
    },
    {
      name: 'stand-in-does-not-import-the-domain',
      comment: 'A stand-in implements the seam (types only) and is handed what it needs at start-up.',
      severity: 'error',
      from: { path: '^apps/server/src/providers/', pathNot: TESTS },
      to: { path: SERVER_MODULES, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'feature-is-independent',
      comment: 'Web features never import each other: routes compose them.',
      severity: 'error',
      from: { path: `${WEB}features/([^/]+)/` },
      to: { path: `${WEB}features/`, pathNot: `${WEB}features/$1/` },
    },
    {
      name: 'feature-knows-no-shell',
      comment: 'Features never import the app shell (routes, root, layouts, the dialog registry).',
      severity: 'error',
      from: { path: `${WEB}features/` },
      to: { path: `${WEB}(routes/|routes\\.ts$|root\\.tsx$|layouts/|dialog-registry\\.ts$)` },
    },
    {
      name: 'primitives-stay-primitive',
      comment: 'app/ui and app/lib are below the features and the shell.',
      severity: 'error',
      from: { path: `${WEB}(ui|lib)/` },
      to: { path: `${WEB}(features/|routes/|routes\\.ts$|root\\.tsx$|layouts/|dialog-registry\\.ts$)` },
    },
    {
      name: 'player-site-knows-no-back-office',
      comment: 'The player site never carries back-office code: neither the app nor its contract (issue 18).',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^(apps/backoffice/|packages/shared/src/backoffice/)' },
    },
    {
      name: 'back-office-knows-no-player-site',
      comment: 'The back-office app is its own bundle: it talks to the server through its API only.',
      severity: 'error',
      from: { path: '^apps/backoffice/' },
      to: { path: '^apps/(web|server)/' },
    },
    {
      name: 'back-office-bundle-has-no-schemas',
      comment:
        'The back-office app takes only types from the contract (its run-time part is backoffice-access.ts), so zod stays out of its bundle.',
      severity: 'error',
      from: { path: '^apps/backoffice/' },
      to: {
        path: '^packages/shared/src/backoffice/backoffice\\.contract\\.ts$',
        dependencyTypesNot: ['type-only'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|build|\\.react-router)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
