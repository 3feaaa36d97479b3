import type { Plugin } from 'vite';

/** The module Vite's build makes every dynamic `import()` of the browser's code call through (`__vitePreload`). */
const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/**
 * A smaller `__vitePreload` for the browser (issue 49). Vite wraps each dynamic import as
 * `__vitePreload(() => import('./x.js'), deps)`, and its helper (1.3 KB gzipped, in the layout's
 * chunk, so on every page: more than the header's script) hints the files `x.js` imports so they
 * load beside it, not after it. This one keeps that: each dependency once, a module as a
 * `modulepreload` hint, a stylesheet as a stylesheet the import waits for. It leaves out what the
 * shop does not use: a CSP nonce (the shop's policy names script hashes, not a nonce), the
 * `vite:preloadError` event (nothing listens; a failed import still rejects), and the fallback to
 * `preload` where `modulepreload` is unknown (such a browser loads the dependencies when the module
 * asks for them, as without hints).
 */
export function preloadHelperCode(base: string): string {
  return `const seen = {};
export const __vitePreload = (load, deps) => {
  const waits = [];
  for (const dep of deps || []) {
    const href = ${JSON.stringify(base)} + dep;
    if (seen[href]) continue;
    seen[href] = 1;
    const link = document.createElement('link');
    const css = href.endsWith('.css');
    link.rel = css ? 'stylesheet' : 'modulepreload';
    link.href = href;
    if (css) waits.push(new Promise((settle) => (link.onload = link.onerror = settle)));
    document.head.appendChild(link);
  }
  return Promise.all(waits).then(load);
};
`;
}

/** Puts preloadHelperCode in place of Vite's helper in the browser's build (the server's has no such calls). */
export function smallPreloadHelper(): Plugin {
  let base = '/';
  return {
    name: 'small-preload-helper',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      base = config.base;
    },
    resolveId(id) {
      return id === PRELOAD_HELPER_ID ? id : null;
    },
    load(id) {
      return id === PRELOAD_HELPER_ID ? preloadHelperCode(base) : null;
    },
  };
}
