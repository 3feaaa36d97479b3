import type { AstroIntegration } from 'astro';

/** The browser chunk every page loads: the layout's script and all it imports statically. */
const LAYOUT_CHUNK = 'layout';

/** The module Astro makes of BaseLayout's `<script>` (src/page-scripts/layout.ts behind it). */
const isLayoutScript = (id: string) => /[\\/]src[\\/]layouts[\\/]BaseLayout\.astro\?astro&type=script/.test(id);

interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * Modules the layout reaches only through a package's index, which re-exports them, and never
 * calls: nanostores' listenKeys and deepMap's paths, which @nanostores/react's islands use. In the
 * layout's chunk they cost every page 0.7 KB; left out, they go with the islands that call them.
 */
export const unusedByLayout = (id: string) => /[\\/]node_modules[\\/]nanostores[\\/](listen-keys|deep-map)[\\/]/.test(id);

/**
 * The layout script's module and every module it reaches by static imports (dynamic ones stay apart,
 * loaded when asked for), short of those `leaveOut` names (and what only they import).
 */
export function staticClosure(
  graph: ModuleGraph,
  isRoot: (id: string) => boolean,
  leaveOut: (id: string) => boolean = () => false,
): Set<string> {
  const reached = new Set<string>();
  const pending = [...graph.getModuleIds()].filter(isRoot);
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id) || leaveOut(id)) continue;
    reached.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return reached;
}

/**
 * One browser chunk for what every page runs (issue 30). Left to itself the bundler splits the
 * layout's modules into a dozen small files wherever a React island shares one (the cart store,
 * the string helpers), and every catalogue page then fetches and unzips each apart: a dozen
 * requests and a gzip stream apiece, 1.8 KB more than the same code in one file (6.4 KB against
 * 8.3 on the 404 page, the layout alone). Every page
 * loads the layout's script, so putting all it imports into one chunk costs no page anything.
 * Only the browser's environment ('client') is split this way.
 */
export function layoutChunk(): AstroIntegration {
  let layoutModules = new Set<string>();
  return {
    name: 'layout-chunk',
    hooks: {
      'astro:build:setup': ({ updateConfig }) => {
        updateConfig({
          plugins: [
            {
              name: 'layout-chunk',
              applyToEnvironment: (environment: { name: string }) => environment.name === 'client',
              buildEnd(this: ModuleGraph) {
                layoutModules = staticClosure(this, isLayoutScript, unusedByLayout);
              },
              configEnvironment(name: string) {
                if (name !== 'client') return;
                return {
                  build: {
                    rollupOptions: {
                      output: { codeSplitting: { groups: [{ name: LAYOUT_CHUNK, test: (id: string) => layoutModules.has(id) }] } },
                    },
                  },
                };
              },
            },
          ],
        });
      },
    },
  };
}
