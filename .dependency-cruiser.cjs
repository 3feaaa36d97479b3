/**
 * The layers of the code, checked by tests/unit/layering.test.ts on every `npm test`:
 * src/lib is pure (shared by pages, islands, page scripts and the server); src/api, the API's answer
 * shapes, is as pure and sits on it; src/cms, the content door, is read at build and never shipped to
 * the browser; the browser reaches the API and Supabase only through src/client; the server never
 * imports browser code; nothing under src/ imports the local stand-ins; nothing outside tests/ (the
 * tooling in scripts/ and playwright.config.ts included) imports the tests; src/build, the
 * build's integrations and Vite plugins, is imported only by the Astro configs, scripts and tests;
 * nothing the shop runs (src, functions, workers, local) imports the tooling in scripts/.
 */
const BROWSER = '^src/(client|stores|islands|components|page-scripts|pages|layouts)/';
module.exports = {
  forbidden: [
    {
      name: 'lib-is-pure',
      comment: 'src/lib is pure logic and domain shapes: it may not reach the browser side, the server or the local stand-ins.',
      severity: 'error',
      from: { path: '^src/lib/' },
      to: { path: [BROWSER, '^src/server/', '^src/cms/', '^local/', '^tests/'] },
    },
    {
      name: 'api-shapes-are-pure',
      comment: 'src/api holds the answer shapes the server and the browser share: zod over src/lib, nothing else.',
      severity: 'error',
      from: { path: '^src/api/' },
      to: { path: [BROWSER, '^src/server/', '^src/cms/', '^local/', '^tests/'] },
    },
    {
      name: 'content-door-not-in-the-browser',
      comment: 'src/cms reads the CMS (or the seed) at build; a browser module importing it would ship GROQ and the fetcher.',
      severity: 'error',
      from: { path: '^src/(client|stores|islands|page-scripts)/' },
      to: { path: '^src/cms/' },
    },
    {
      name: 'client-is-the-browser-door',
      comment: 'src/client talks to the API over HTTP and feeds the shared stores; it never imports the server, islands or components.',
      severity: 'error',
      from: { path: '^src/client/' },
      to: { path: ['^src/server/', '^src/(islands|components|page-scripts|pages|layouts)/', '^local/'] },
    },
    {
      name: 'browser-code-not-server',
      comment: 'What runs in the browser never imports the server (it would ship it, and blur the door).',
      severity: 'error',
      from: { path: '^src/(stores|islands|components|page-scripts)/' },
      to: { path: ['^src/server/', '^local/'] },
    },
    {
      name: 'server-not-browser',
      comment: 'The API never imports browser code.',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: [BROWSER, '^local/', '^tests/'] },
    },
    {
      name: 'tests-are-leaves',
      comment:
        'Nothing outside tests/ imports test code: the tooling (scripts/, playwright.config.ts), the stand-ins and the shop share what a run needs through scripts/ or local/.',
      severity: 'error',
      from: { pathNot: '^tests/' },
      to: { path: '^tests/' },
    },
    {
      name: 'build-is-apart',
      comment:
        'src/build holds what runs inside `astro build` (integrations, Vite plugins, after-build steps, the build clock): the configs, scripts and tests may import it, the code that runs in the shop, the preview server or a worker never does.',
      severity: 'error',
      from: { path: '^(src|functions|workers)/', pathNot: '^src/build/' },
      to: { path: '^src/build/' },
    },
    {
      name: 'tooling-is-apart',
      comment:
        'scripts/ holds tooling (the bench, the orders seed with its generated orders, the scale catalogue): the shop, its workers and the stand-ins never import it; tooling reaches the data through the doors in src/.',
      severity: 'error',
      from: { path: '^(src|functions|workers|local)/' },
      to: { path: '^scripts/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '^dist/', '^studio/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    combinedDependencies: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.astro'] },
  },
};
