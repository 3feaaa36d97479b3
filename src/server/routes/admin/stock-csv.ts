import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { StockImportAnswer } from '../../../api/stock-csv.ts';
import type { Translate } from '../../../i18n/index.ts';
import { dayOf } from '../../../lib/orders/cash-day.ts';
import {
  readStocktake,
  stockExportCsv,
  stockExportFilename,
  STOCKTAKE_PROBLEMS_LISTED,
  type StocktakeEntry,
  type StocktakeProblem,
} from '../../../lib/stock/stocktake-csv.ts';
import { adminActor } from '../../audit/admin-actor.ts';
import { signedInAdmin, type AuthEnv } from '../../auth/middleware.ts';
import type { SignedInUsers } from '../../auth/signed-in.ts';
import type { CatalogueSource } from '../../catalogue-source.ts';
import { TRUST_SOCKET, type TrustProxy } from '../../client-address.ts';
import type { AdminActor, Database } from '../../db/index.ts';
import type { StockChange } from '../../db/stock.ts';
import { ApiError, requestTranslations, validationError } from '../../errors.ts';
import type { AfterRestock } from '../../stock/changes.ts';

/** POST /import's query: a note kept on every movement of the stocktake (the file's name, who counted). */
const importQuery = z.object({ note: z.string().trim().min(1).max(200).optional() });

/** The note a movement keeps when the admin gave none. */
const DEFAULT_NOTE = 'Stocktake (CSV import)';

/** A problem with a line, in the request's language. */
function problemText(t: Translate, problem: StocktakeProblem): string {
  switch (problem.kind) {
    case 'missingColumn':
    case 'columnTwice':
      return t(`admin.stock.csv.${problem.kind}`, { column: problem.column });
    case 'unknownProduct':
      return t('admin.stock.csv.unknownProduct', { id: problem.productId });
    case 'duplicate':
      return t('admin.stock.csv.duplicate', { id: problem.productId, line: problem.firstLine });
    case 'notCount':
      return t(`admin.stock.csv.notCount.${problem.column}`, { value: problem.value });
    default:
      return t(`admin.stock.csv.${problem.kind}`);
  }
}

/** The body of a request sent as CSV: 415 for another content type. */
async function csvBody(c: Context): Promise<string> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'text/csv') throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'admin.stock.csv.notCsv', 'body');
  return c.req.text();
}

export interface AdminStockCsvDeps {
  db: Database;
  catalogue: CatalogueSource;
  now: () => Date;
  trustProxy?: TrustProxy | undefined;
  /** The back-in-stock messages, queued when the import makes units available again. */
  afterRestock?: AfterRestock | undefined;
}

/**
 * The stock page's CSV (issue 44), admins at aal2 only:
 * GET /export.csv, every product of the catalogue with its figures (lib/stock/stocktake-csv.ts
 * writes it, formula-safe), named for the shop's day; POST /import, a stocktake's counts as
 * `text/csv` (up to 1 MB: request-body.ts): every line checked against the catalogue first, a 400
 * `CSV_INVALID` listing each problem by line when any is wrong, else every count (and threshold)
 * set in one transaction with its audit entry `stock.import`: all or nothing.
 */
export function adminStockCsvRoutes(users: SignedInUsers, deps: AdminStockCsvDeps) {
  const { db, catalogue } = deps;
  const admin = signedInAdmin(users);
  return new Hono<AuthEnv>()
    .get('/export.csv', admin, async (c) => {
      const snapshot = await catalogue();
      const counted = new Map((await db.stock.figures()).map((f) => [f.productId, f]));
      const rows = Object.entries(snapshot.products)
        .map(([productId, p]) => ({ productId, name: p.name, category: p.category, figures: counted.get(productId) ?? null }))
        .sort((a, b) => a.category.localeCompare(b.category) || a.name.localeCompare(b.name));
      return c.body(stockExportCsv(rows), 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${stockExportFilename(dayOf(deps.now()))}"`,
      });
    })
    .post('/import', admin, async (c) => {
      const query = importQuery.safeParse(Object.fromEntries(new URL(c.req.url).searchParams));
      if (!query.success) throw validationError(query.error);
      const text = await csvBody(c);
      const snapshot = await catalogue();
      const read = readStocktake(text, (productId) => Object.hasOwn(snapshot.products, productId));
      if (!read.ok) {
        const t = requestTranslations(c);
        const lines = read.problems
          .slice(0, STOCKTAKE_PROBLEMS_LISTED)
          .map(({ line, problem }) => ({ line, message: problemText(t, problem) }));
        throw new ApiError(400, 'CSV_INVALID', 'admin.stock.csv.invalid', 'body', { count: read.problems.length }, { lines });
      }
      const actor = adminActor(c, c.get('user'), deps.trustProxy ?? TRUST_SOCKET);
      const note = query.data.note ?? DEFAULT_NOTE;
      if (read.entries.length > 0) await applyStocktake(deps, read.entries, actor, { lines: read.rows, counts: read.entries.length, note });
      const answer: StockImportAnswer = { applied: read.entries.length, rows: read.rows };
      return c.json(answer, 200);
    });
}

/**
 * Every count and threshold of a stocktake in one transaction, with its audit entry: the counts in
 * product order (db.stock.setCounts, the order every writer locks in), then the thresholds; the
 * products it makes available again get their back-in-stock messages in the same transaction.
 */
async function applyStocktake(
  deps: AdminStockCsvDeps,
  entries: readonly StocktakeEntry[],
  actor: AdminActor,
  details: { lines: number; counts: number; note: string },
): Promise<void> {
  const ids = entries.map((entry) => entry.productId);
  const who: StockChange = { actorId: actor.id, actorEmail: actor.email, note: details.note };
  await deps.db.transaction(async (tx) => {
    const before = new Map((await tx.stock.figures(ids)).map((f) => [f.productId, f.available]));
    const after = await tx.stock.setCounts(
      entries.map(({ productId, onHand }) => ({ productId, quantity: onHand })),
      who,
    );
    for (const { productId, lowThreshold } of entries)
      if (lowThreshold !== undefined) await tx.stock.setThreshold(productId, lowThreshold, who);
    await tx.adminActions.record(actor, { action: 'stock.import', target: { kind: 'product', id: 'stocktake' }, details });
    const restocked = after.filter((f) => f.available > 0 && (before.get(f.productId) ?? 0) <= 0).map((f) => f.productId);
    if (deps.afterRestock && restocked.length > 0) await deps.afterRestock(tx, restocked);
  });
}
