import { Hono } from 'hono';
import { z } from 'zod';
import { orderLinesSchema } from '../../lib/checkout/order-schema.ts';
import { deliveryRequestSchema } from '../../lib/checkout/delivery-quote.ts';
import { initiateCheckout, priceFromCatalogue, type CheckoutDeps } from '../checkout/initiate.ts';
import { validationError } from '../errors.ts';
import { jsonBody } from '../request-body.ts';
import { quotePlan } from '../../lib/layby/plan.ts';
import { shopDay } from '../../lib/layby/calendar.ts';
import type { LaybyTerms } from '../../lib/layby/terms.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { LaybyQuoteAnswer } from '../../api/checkout.ts';
import { installationQuoteOf, withInstallation, jobFor } from '../checkout/installation.ts';

/** The quote's lay-by: the plan the cart would get today (judged for a card: M-PESA's limit is the page's to tell), or why not. */
function laybyQuoteOf(terms: LaybyTerms | null | undefined, totalCents: number, now: Date, locale: Locale): LaybyQuoteAnswer | null {
  if (!terms) return null;
  const quote = quotePlan(totalCents, terms, shopDay(now), 'Card');
  if (!quote.ok) return { offered: false, reason: quote.reason, minOrderCents: terms.minOrderCents };
  const { depositCents, endsOn, suggestedCents, cadenceDays, minInstalmentCents, mpesaMaxCents } = quote.plan;
  return {
    offered: true,
    depositCents,
    balanceCents: quote.balanceCents,
    endsOn,
    suggestedCents,
    cadenceDays,
    minInstalmentCents,
    mpesaMaxCents,
    note: terms.note[locale],
  };
}

const quoteSchema = z.object({
  items: orderLinesSchema,
  /** Where to deliver: the answer then carries the delivery fee, zone and size class. */
  delivery: deliveryRequestSchema.optional(),
  /** Whether the shopper adds installation (issue 48): with a delivery county its price is in the totals. */
  installation: z.boolean({ error: 'installation.error.request' }).optional(),
});

/**
 * POST /api/checkout/quote: the server's prices and totals for the review step (cents), and with
 * `delivery: { county, express, weekend }` the delivery fee, zone and size class (priced from the
 * catalogue's weights and the CMS delivery settings, never from the browser), and the shop's limit
 * on cash on delivery, which initiate enforces (lib/checkout/cash-limit.ts).
 * POST /api/checkout/initiate (with a database): places the order (see src/server/checkout/initiate.ts); Pesapal's
 * callback is built from the configured site origin, never from the request.
 */
export function checkoutRoutes(deps: Omit<CheckoutDeps, 'db'> & { db: CheckoutDeps['db'] | undefined; siteUrl: string }): Hono {
  const app = new Hono().post('/quote', async (c) => {
    const parsed = quoteSchema.safeParse(await jsonBody(c, 'order.error.invalidJson'));
    if (!parsed.success) throw validationError(parsed.error);
    const { items, delivery } = parsed.data;
    const snapshot = await deps.catalogue();
    const deliverTo = delivery && { county: delivery.county, options: { express: delivery.express, weekend: delivery.weekend } };
    const cashLimit = snapshot.shop?.cashLimit ?? null;
    const locale = c.get('t').locale;
    const goods = priceFromCatalogue(snapshot, items, deliverTo);
    const installation = installationQuoteOf(snapshot, goods.lines, delivery?.county ?? null, locale);
    // Added, and priced for the delivery county: its line is in the totals as it will be in the order.
    const priced =
      parsed.data.installation && delivery && installation?.offered
        ? withInstallation(goods, jobFor(snapshot, goods.lines, delivery.county))
        : goods;
    const layby = laybyQuoteOf(snapshot.layby, priced.totalCents, deps.now?.() ?? new Date(), locale);
    return c.json({ currency: 'KES', ...priced, cashLimit, layby, installation }, 200);
  });
  // Placing an order needs somewhere to keep it; the quote needs only the catalogue.
  const { db } = deps;
  if (!db) return app;
  return app.post('/initiate', async (c) => {
    const body = await jsonBody(c, 'order.error.invalidJson');
    const answer = await initiateCheckout(
      { ...deps, db },
      { body, authorization: c.req.header('authorization'), siteOrigin: deps.siteUrl, locale: c.get('t').locale },
    );
    return c.json(answer, 200);
  });
}
