import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { CountAtBuild } from '../../lib/catalogue/stock.ts';
import { DEFAULT_LOW_THRESHOLD } from '../../lib/stock/state.ts';
import { createDatabase } from '../db/index.ts';
import { openPostgres } from '../db/postgres.ts';

/**
 * The one place a build (or a preview) learns the stock counts it draws pages with (issue 44):
 * with DATABASE_URL, the shop's database, read once; without it, the demo counts of
 * studio/seed/stock.json, which `npm start` and the tests seed into the local database. A
 * database that cannot be read fails the build: pages are never drawn as "all in stock" by default.
 */

type Env = Readonly<Record<string, string | undefined>>;

/** studio/seed/stock.json: units on hand by product id. */
const seedStockFile = z.record(z.string().min(1), z.number().int().min(0));

/** Where the demo counts are: stock.json beside the seed dataset (CMS_SEED_DIR, else studio/seed). */
function seedStockPath(env: Env = process.env): string {
  return join(env.CMS_SEED_DIR?.trim() || 'studio/seed', 'stock.json');
}

/** The demo counts by product id; none (no product counted) where the seed folder has no stock.json. */
export async function readSeedStock(env: Env = process.env): Promise<Record<string, number>> {
  const path = seedStockPath(env);
  const text = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (text === null) return {};
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${path} is not valid JSON: ${(error as Error).message}`, { cause: error });
  }
  const parsed = seedStockFile.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(
      `${path}: ${issue.path.join('.') || 'the file'} ${issue.message} (the demo counts are whole numbers of units, 0 or more)`,
    );
  }
  return parsed.data;
}

/** The database's host, for a message: never the password. */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'an address that is not a URL';
  }
}

async function countsInDatabase(url: string, productIds: readonly string[]): Promise<Map<string, CountAtBuild>> {
  const sql = openPostgres(url, { max: 1, connectTimeoutSeconds: 15 });
  try {
    const rows = await createDatabase(sql).stock.shopperStock(productIds);
    return new Map(rows.map(({ productId, available, lowThreshold }) => [productId, { available, lowThreshold }]));
  } catch (error) {
    throw new Error(
      `The stock counts could not be read from the database DATABASE_URL names (${hostOf(url)}): ${(error as Error).message}. ` +
        'Built pages show the count at build, so the build stops here: fix DATABASE_URL (or the database), or unset it to build with the demo counts of studio/seed/stock.json.',
      { cause: error },
    );
  } finally {
    await sql.close();
  }
}

/** The count of each of `productIds` as the build knows it; a product the shop does not count has `available` null. */
export async function countsAtBuild(productIds: readonly string[], env: Env = process.env): Promise<Map<string, CountAtBuild>> {
  const url = env.DATABASE_URL?.trim();
  if (url) return countsInDatabase(url, productIds);
  const seed = await readSeedStock(env);
  return new Map(
    productIds.map((id) => [id, { available: Object.hasOwn(seed, id) ? seed[id]! : null, lowThreshold: DEFAULT_LOW_THRESHOLD }]),
  );
}
