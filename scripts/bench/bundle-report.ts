import { existsSync, readFileSync } from 'node:fs';

/**
 * What a page's JavaScript is made of, module by module: read from the bundle visualiser's data
 * (rollup-plugin-visualizer's raw-data template, written by the build into dist-stats/bundle.json,
 * src/build/bundle-stats.ts). The bench prints each app page's largest modules
 * beside its weight (issue 27).
 */
interface TreeNode {
  name: string;
  uid?: string;
  children?: TreeNode[];
}

export interface BundleStats {
  tree: { children: TreeNode[] };
  nodeParts: Record<string, { renderedLength: number; gzipLength: number; metaUid: string }>;
  nodeMetas: Record<string, { id: string }>;
}

export interface ModuleWeight {
  name: string;
  /** Gzipped bytes: the chunk's real gzipped size, shared among its modules by their own gzipped sizes. */
  bytes: number;
}

export function readBundleStats(path: string): BundleStats | null {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as BundleStats) : null;
}

/** A module's name in the report: its package for a dependency, an island's string table as such, else its path. */
export function moduleGroup(id: string): string {
  const dependency = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  if (dependency) return dependency[1]!;
  if (id.includes('virtual:strings-')) return 'the island’s string table';
  return id.replace(/^\0/, '').replace(/^\//, '');
}

function leaves(node: TreeNode): string[] {
  return node.uid ? [node.uid] : (node.children ?? []).flatMap(leaves);
}

/**
 * The `count` heaviest modules among a page's JavaScript files (`assets`, site paths such as
 * `/_astro/client.abc.js`), each file's gzipped size (`gzipped`) shared among its modules.
 */
export function largestModules(
  stats: BundleStats,
  assets: readonly string[],
  gzipped: (asset: string) => number,
  count = 5,
): ModuleWeight[] {
  const chunks = new Map(stats.tree.children.map((chunk) => [`/${chunk.name}`, chunk]));
  const totals = new Map<string, number>();
  for (const asset of new Set(assets)) {
    const chunk = chunks.get(asset);
    if (!chunk) continue;
    const parts = leaves(chunk)
      .map((uid) => stats.nodeParts[uid])
      .filter((part) => part !== undefined);
    const sum = parts.reduce((total, part) => total + part.gzipLength, 0);
    if (sum === 0) continue;
    const size = gzipped(asset);
    for (const part of parts) {
      const name = moduleGroup(stats.nodeMetas[part.metaUid]?.id ?? '?');
      totals.set(name, (totals.get(name) ?? 0) + (size * part.gzipLength) / sum);
    }
  }
  return [...totals]
    .map(([name, bytes]) => ({ name, bytes: Math.round(bytes) }))
    .sort((a, b) => b.bytes - a.bytes || a.name.localeCompare(b.name))
    .slice(0, count);
}
