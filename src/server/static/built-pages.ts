import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * One read of every built page after `astro build`, shared by the steps that need them
 * (island-strings' preloads, security-headers' script hashes). At 10,000 products there are
 * 21,700 pages and a gigabyte of HTML: each step walking them alone, one file after the other,
 * cost the build 18 s; one walk with a few reads in flight costs a few.
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

/** How many pages are read at once: enough to keep the disk and a second core busy, a few hundred KB held. */
const READS_IN_FLIGHT = 8;

function builtPage(distDir: string, name: string, bytes: Buffer): BuiltPage {
  return { distDir, name, bytes, markup: bytes.toString('latin1') };
}

/** Runs the visitors, in order, on every `.html` page under distDir, writing a page back once if any rewrote it. */
export async function visitBuiltPages(distDir: string, visitors: readonly PageVisitor[]): Promise<number> {
  const names = (await readdir(distDir, { recursive: true, encoding: 'utf8' })).filter((name) => name.endsWith('.html'));
  let next = 0;
  const reader = async () => {
    while (next < names.length) {
      const name = names[next++]!;
      const file = join(distDir, name);
      let page = builtPage(distDir, name, await readFile(file));
      let rewritten = false;
      for (const visit of visitors) {
        const bytes = await visit(page);
        if (bytes) [page, rewritten] = [builtPage(distDir, name, bytes), true];
      }
      if (rewritten) await writeFile(file, page.bytes);
    }
  };
  await Promise.all(Array.from({ length: Math.min(READS_IN_FLIGHT, names.length) }, reader));
  return names.length;
}

/** The walk the after-build steps share: each adds its visitor when made, and waits for the walk in its own `astro:build:done`. */
export interface BuiltPagesWalk {
  /** Adds a step; steps run on each page in the order added. All must be added before the walk starts. */
  add(visitor: PageVisitor): void;
  /** Walks distDir's pages once with every step added; whoever asks again for the same folder waits for the same walk. */
  visited(distDir: string): Promise<void>;
}

export function builtPagesWalk(): BuiltPagesWalk {
  const visitors: PageVisitor[] = [];
  const walks = new Map<string, Promise<void>>();
  return {
    add(visitor) {
      if (walks.size > 0) throw new Error('built pages: a step was added after the walk started');
      visitors.push(visitor);
    },
    visited(distDir) {
      let walk = walks.get(distDir);
      if (!walk) walks.set(distDir, (walk = visitBuiltPages(distDir, visitors).then(() => undefined)));
      return walk;
    },
  };
}
