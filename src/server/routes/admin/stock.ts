import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AdminStockRow, StockFigures } from '../../../api/stock.ts';
import type { MessageKey } from '../../../i18n/index.ts';
import type { AdminActionName } from '../../../lib/admin/admin-actions.ts';
import type { CatalogueSnapshot } from '../../../lib/catalogue/snapshot.ts';
import { adminActor } from '../../audit/admin-actor.ts';
import { signedInAdmin, type AuthEnv } from '../../auth/middleware.ts';
import type { SignedInUsers } from '../../auth/signed-in.ts';
import type { CatalogueSource } from '../../catalogue-source.ts';
import { TRUST_SOCKET, type TrustProxy } from '../../client-address.ts';
import type { Database } from '../../db/index.ts';
import { untrackedFigures, type StockChange } from '../../db/stock.ts';
import { ApiError, validationError } from '../../errors.ts';
import { jsonBody } from '../../request-body.ts';
import { changeStock, type AfterRestock } from '../../stock/changes.ts';

/** The most units one count or delivery may name: a typo's extra zeros are refused, a container is not. */
const MAX_STOCK_QUANTITY = 1_000_000;

const says = (key: MessageKey) => ({ error: key });
const quantity = z
  .number(says('admin.stock.api.quantity'))
  .int(says('admin.stock.api.quantity'))
  .min(0, says('admin.stock.api.quantity'))
  .max(MAX_STOCK_QUANTITY, says('admin.stock.api.quantity'));
const note = z.string(says('admin.stock.api.note')).trim().min(1, says('admin.stock.api.note')).max(500, says('admin.stock.api.note'));
const lowThreshold = z
  .number(says('admin.stock.api.threshold'))
  .int(says('admin.stock.api.threshold'))
  .min(0, says('admin.stock.api.threshold'))
  .max(100_000, says('admin.stock.api.threshold'));

/** PUT /api/admin/stock/{productId}: the count on hand after a stocktake. */
const countRequest = z.strictObject({ quantity, note: note.optional(), lowThreshold: lowThreshold.optional() });
/** POST …/receive: units in from a supplier. */
const receiveRequest = z.strictObject({ quantity: quantity.min(1, says('admin.stock.api.received')), note: note.optional() });
/** POST …/adjust: a correction with its reason (breakage, a miscount). */
const adjustRequest = z.strictObject({
  change: z
    .number(says('admin.stock.api.change'))
    .int(says('admin.stock.api.change'))
    .min(-MAX_STOCK_QUANTITY, says('admin.stock.api.change'))
    .max(MAX_STOCK_QUANTITY, says('admin.stock.api.change'))
    .refine((n) => n !== 0, says('admin.stock.api.change')),
  reason: z.string(says('admin.stock.api.reason')).trim().min(1, says('admin.stock.api.reason')).max(500, says('admin.stock.api.reason')),
});
/** PATCH /api/admin/stock/{productId}: the low-stock threshold. */
const thresholdRequest = z.strictObject({ lowThreshold });
/** POST …/return: units of a delivered order taken back. */
const returnRequest = z.strictObject({
  orderId: z.uuid(says('admin.stock.api.orderId')),
  quantity: quantity.min(1, says('admin.stock.api.returned')),
  note: note.optional(),
});

const FILTERS = ['all', 'low', 'out', 'untracked'] as const;
const listQuery = z.object({
  filter: z.enum(FILTERS).default('all'),
  category: z.string().trim().max(100).optional(),
  q: z.string().trim().max(100).optional(),
});
const historyQuery = z.object({
  before: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** Which rows a filter keeps: low (at or below the threshold, some left), out (none available), not counted. */
function kept(row: AdminStockRow, filter: (typeof FILTERS)[number]): boolean {
  if (filter === 'untracked') return !row.tracked;
  if (filter === 'out') return row.tracked && row.available <= 0;
  if (filter === 'low') return row.tracked && row.available > 0 && row.available <= row.lowThreshold;
  return true;
}

async function productOf(catalogue: CatalogueSource, productId: string): Promise<CatalogueSnapshot['products'][string]> {
  const snapshot = await catalogue();
  const product = Object.hasOwn(snapshot.products, productId) ? snapshot.products[productId] : undefined;
  if (!product) throw new ApiError(404, 'PRODUCT_NOT_FOUND', 'api.error.productNotFound', 'productId');
  return product;
}

export interface AdminStockDeps {
  db: Database;
  catalogue: CatalogueSource;
  trustProxy?: TrustProxy | undefined;
  /** The back-in-stock messages, queued when a change makes units available again. */
  afterRestock?: AfterRestock | undefined;
}

/**
 * The team's stock (issue 44), admins at aal2 only, every change audited (stock.*): the list with
 * filters, a count after a stocktake, a delivery received, an adjustment with its reason, the
 * low-stock threshold, a return taken back, and a product's history. A product the catalogue does
 * not sell is a 404; a body that is not one of these a 400 naming the field.
 */
export function adminStockRoutes(users: SignedInUsers, deps: AdminStockDeps) {
  const { db, catalogue } = deps;
  const trust = deps.trustProxy ?? TRUST_SOCKET;

  async function change<T extends z.ZodType>(
    c: Context<AuthEnv>,
    schema: T,
    action: AdminActionName,
    apply: (tx: Database, body: z.infer<T>, who: StockChange) => Promise<StockFigures>,
  ) {
    const productId = c.req.param('productId')!;
    await productOf(catalogue, productId);
    const parsed = schema.safeParse(await jsonBody(c));
    if (!parsed.success) throw validationError(parsed.error);
    const body = parsed.data as z.infer<T>;
    const actor = adminActor(c, c.get('user'), trust);
    const who: StockChange = { actorId: actor.id, actorEmail: actor.email };
    const stock = await changeStock(
      db,
      actor,
      productId,
      action,
      (tx) => apply(tx, body, who),
      { ...(body as Record<string, unknown>) },
      deps.afterRestock,
    );
    return c.json({ stock }, 200);
  }

  const admin = signedInAdmin(users);
  return new Hono<AuthEnv>()
    .get('/', admin, async (c) => {
      const parsed = listQuery.safeParse(Object.fromEntries(new URL(c.req.url).searchParams));
      if (!parsed.success) throw validationError(parsed.error);
      const { filter, category, q } = parsed.data;
      const snapshot = await catalogue();
      const counted = new Map((await db.stock.figures()).map((f) => [f.productId, f]));
      const all = Object.entries(snapshot.products).map(([id, p]): AdminStockRow => ({
        ...(counted.get(id) ?? untrackedFigures(id)),
        name: p.name,
        brand: p.brand,
        category: p.category,
        onSale: p.onSale,
        priceCents: p.priceCents,
      }));
      const needle = q?.toLowerCase();
      const rows = all
        .filter((row) => kept(row, filter))
        .filter((row) => !category || row.category === category)
        .filter((row) => !needle || [row.productId, row.name, row.brand].some((s) => s.toLowerCase().includes(needle)))
        .sort((a, b) => a.category.localeCompare(b.category) || a.name.localeCompare(b.name));
      const totals = {
        products: all.length,
        low: all.filter((row) => kept(row, 'low')).length,
        out: all.filter((row) => kept(row, 'out')).length,
        untracked: all.filter((row) => kept(row, 'untracked')).length,
      };
      return c.json({ rows, totals }, 200);
    })
    .put('/:productId', admin, (c) =>
      change(c, countRequest, 'stock.count', async (tx, body, who) => {
        const { productId } = c.req.param();
        if (body.lowThreshold !== undefined) await tx.stock.setThreshold(productId, body.lowThreshold, who);
        return tx.stock.setCount(productId, body.quantity, { ...who, note: body.note ?? 'Stocktake' });
      }),
    )
    .patch('/:productId', admin, (c) =>
      change(c, thresholdRequest, 'stock.threshold', (tx, body, who) =>
        tx.stock.setThreshold(c.req.param('productId'), body.lowThreshold, who),
      ),
    )
    .post('/:productId/receive', admin, (c) =>
      change(c, receiveRequest, 'stock.receive', (tx, body, who) =>
        tx.stock.receive(c.req.param('productId'), body.quantity, { ...who, note: body.note ?? null }),
      ),
    )
    .post('/:productId/adjust', admin, (c) =>
      change(c, adjustRequest, 'stock.adjust', (tx, body, who) =>
        tx.stock.adjust(c.req.param('productId'), body.change, { ...who, note: body.reason }),
      ),
    )
    .post('/:productId/return', admin, (c) =>
      change(c, returnRequest, 'stock.return', async (tx, body, who) => {
        const productId = c.req.param('productId');
        const [order] = await tx.orders.byIds([body.orderId]);
        if (!order) throw new ApiError(404, 'ORDER_NOT_FOUND', 'api.error.orderNotFound', 'orderId');
        const bought = order.items.filter((item) => item.productId === productId).reduce((sum, item) => sum + item.quantity, 0);
        if (bought === 0) throw new ApiError(409, 'NOT_IN_ORDER', 'api.error.stockNotInOrder', 'productId');
        if (order.deliveryStatus !== 'delivered' && order.deliveryStatus !== 'shipped')
          throw new ApiError(409, 'NOT_DISPATCHED', 'api.error.stockReturnNotDispatched', 'orderId');
        const back = await tx.stock.returnedFrom(body.orderId, productId);
        if (back + body.quantity > bought)
          throw new ApiError(409, 'RETURN_TOO_MANY', 'api.error.stockReturnTooMany', 'quantity', { bought, back });
        return tx.stock.receiveReturn(body.orderId, productId, body.quantity, { ...who, note: body.note ?? null });
      }),
    )
    .get('/:productId/history', admin, async (c) => {
      const productId = c.req.param('productId');
      await productOf(catalogue, productId);
      const parsed = historyQuery.safeParse(Object.fromEntries(new URL(c.req.url).searchParams));
      if (!parsed.success) throw validationError(parsed.error);
      const [stock, page] = await Promise.all([
        db.stock.figuresOf(productId),
        db.stock.history(productId, { before: parsed.data.before, limit: parsed.data.limit }),
      ]);
      return c.json({ stock, ...page }, 200);
    });
}
