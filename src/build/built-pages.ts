import { readFileSync } from 'node:fs';
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * One read of every built page after `astro build`, shared by the steps that need them
 * (island-strings' preloads, security-headers' script hashes). At 10,000 products there are
 * 21,700 pages and a gigabyte of HTML: each step walking them alone cost the build 18 s; one
 * walk costs about two. Its reads are synchronous: the build waits for the walk and nothing else,
 * and a promise per open, stat, read and close cost more than the reading (4 s against 1).
 */

/** A built page as an after-build step sees it. */
export interface BuiltPage {
  /** The folder the site was built into. */
  readonly distDir: string;
  /** Its path under distDir (`shop/batteries.html`). */
  readonly name: string;
  /** Its bytes (UTF-8). */
  readonly bytes: Buffer;
  /**
   * The same bytes read one character per byte (latin1): markup is ASCII, so a search for tags
   * and attributes finds what it would in the decoded text, at the byte offsets of `bytes`, and
   * without decoding a page that nothing changes.
   */
  readonly markup: string;
}

/** A step: looks at a page and returns its new bytes when it rewrites it, else nothing. */
export type PageVisitor = (page: BuiltPage) => Buffer | undefined | Promise<Buffer | undefined>;

function builtPage(distDir: string, name: string, bytes: Buffer): BuiltPage {
  return { distDir, name, bytes, markup: bytes.toString('latin1') };
}

/** Runs the visitors, in order, on every `.html` page under distDir, writing a page back once if any rewrote it. */
export async function visitBuiltPages(distDir: string, visitors: readonly PageVisitor[]): Promise<number> {
  const names = (await readdir(distDir, { recursive: true, encoding: 'utf8' })).filter((name) => name.endsWith('.html'));
  for (const name of names) {
    const file = join(distDir, name);
    let page = builtPage(distDir, name, readFileSync(file));
    let rewritten = false;
    for (const visit of visitors) {
      const bytes = await visit(page);
      if (bytes) [page, rewritten] = [builtPage(distDir, name, bytes), true];
    }
    if (rewritten) await writeFile(file, page.bytes);
  }
  return names.length;
}

/** The walk the after-build steps share: each adds its visitor when made, and waits for the walk in its own `astro:build:done`. */
export interface BuiltPagesWalk {
  /** Adds a step; steps run on each page in the order added. All must be added before the walk starts. */
  add(visitor: PageVisitor): void;
  /** Walks distDir's pages once with every step added; whoever asks again for the same folder waits for the same walk. */
  visited(distDir: string): Promise<void>;
  /** The walk as an integration of its own, listed before the steps, so that the build's phases time it apart from them. */
  integration(): AstroIntegration;
}

export function builtPagesWalk(): BuiltPagesWalk {
  const visitors: PageVisitor[] = [];
  const walks = new Map<string, Promise<void>>();
  const walk: BuiltPagesWalk = {
    add(visitor) {
      if (walks.size > 0) throw new Error('built pages: a step was added after the walk started');
      visitors.push(visitor);
    },
    visited(distDir) {
      let visited = walks.get(distDir);
      if (!visited) walks.set(distDir, (visited = visitBuiltPages(distDir, visitors).then(() => undefined)));
      return visited;
    },
    integration() {
      return {
        name: 'built-pages',
        hooks: {
          'astro:build:done': async ({ dir, logger }) => {
            await walk.visited(fileURLToPath(dir));
            logger.info(`Every built page read once for the ${visitors.length} steps after the build.`);
          },
        },
      };
    },
  };
  return walk;
}
