import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countsAtBuild, readSeedStock } from '../../src/server/stock/at-build.ts';
import { DEFAULT_LOW_THRESHOLD } from '../../src/lib/stock/state.ts';
import { freshPostgresWithUrl } from './db-fixture.ts';
import type { Database } from '../../src/server/db/index.ts';

/**
 * The counts a build draws pages with (src/server/stock/at-build.ts, issue 44): the database's
 * with DATABASE_URL, read once; without it, the demo counts beside the seed (stock.json); a
 * database that cannot be read stops the build with a message naming DATABASE_URL.
 */

const entries = (counts: Map<string, unknown>) => Object.fromEntries(counts);
const folders: string[] = [];
afterAll(() => Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true }))));

async function seedFolder(stock: string | null): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'stock-at-build-'));
  folders.push(dir);
  if (stock !== null) await writeFile(join(dir, 'stock.json'), stock);
  return dir;
}

describe('stock counts at build without a database', () => {
  it("reads the demo counts of studio/seed/stock.json, every demo product's", async () => {
    const counts = await readSeedStock({});
    expect(Object.keys(counts).length).toBe(176);
    const built = await countsAtBuild(['jinko-tiger-neo-550w', 'home-system-8kw-hybrid', 'not-a-demo-product'], {});
    expect(built.get('home-system-8kw-hybrid')).toEqual({ available: 0, lowThreshold: DEFAULT_LOW_THRESHOLD });
    expect(built.get('jinko-tiger-neo-550w')).toEqual({ available: counts['jinko-tiger-neo-550w'], lowThreshold: DEFAULT_LOW_THRESHOLD });
    expect(built.get('not-a-demo-product')).toEqual({ available: null, lowThreshold: DEFAULT_LOW_THRESHOLD });
  });

  it.each<[string, string | null, Record<string, unknown> | RegExp]>([
    ['the counts beside the seed CMS_SEED_DIR names', '{ "a": 4, "b": 0 }', { a: 4, b: 0, c: null }],
    ['a seed without stock.json counts nothing', null, { a: null, b: null, c: null }],
    ['a count that is not a whole number is refused, named', '{ "a": 4, "b": 1.5 }', /stock\.json: b .*whole numbers/],
    ['a negative count is refused, named', '{ "a": -1 }', /stock\.json: a /],
    ['a file that is not JSON is refused', '{ "a": 4,', /stock\.json is not valid JSON/],
  ])('%s', async (_name, file, expected) => {
    const dir = await seedFolder(file);
    const counts = countsAtBuild(['a', 'b', 'c'], { CMS_SEED_DIR: dir });
    if (expected instanceof RegExp) await expect(counts).rejects.toThrow(expected);
    else
      expect(
        Object.fromEntries(Object.entries(entries(await counts)).map(([id, count]) => [id, (count as { available: unknown }).available])),
      ).toEqual(expected);
  });
});

describe('stock counts at build from the database', () => {
  it('stops the build when DATABASE_URL names a database that cannot be reached, naming it without its password', async () => {
    const failed = countsAtBuild(['a'], { DATABASE_URL: 'postgres://shop:secret-word@127.0.0.1:9/shop' });
    await expect(failed).rejects.toThrow(/DATABASE_URL names \(127\.0\.0\.1:9\).*the build stops here/);
    await expect(failed).rejects.not.toThrow(/secret-word/);
  });

  describe.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL', () => {
    let db: Database;
    let url: string;
    beforeAll(async () => {
      ({ db, url } = await freshPostgresWithUrl(process.env.TEST_DATABASE_URL!));
      await db.stock.setCount('counted', 12, { actorId: null, note: 'Stocktake' });
      await db.stock.setCount('sold-out', 0, { actorId: null, note: 'Stocktake' });
      await db.stock.setThreshold('counted', 5, { actorId: null });
    });
    afterAll(() => db.close());

    it("reads the database's counts, not the demo's, and a product it does not count is not counted", async () => {
      const built = await countsAtBuild(['counted', 'sold-out', 'jinko-tiger-neo-550w'], { DATABASE_URL: url });
      expect(entries(built)).toEqual({
        counted: { available: 12, lowThreshold: 5 },
        'sold-out': { available: 0, lowThreshold: DEFAULT_LOW_THRESHOLD },
        'jinko-tiger-neo-550w': { available: null, lowThreshold: DEFAULT_LOW_THRESHOLD },
      });
    });
  });
});
