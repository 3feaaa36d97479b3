import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { t } from '../../i18n/index.ts';
import { orderLineSchema } from '../../lib/checkout/order-schema.ts';
import { initiateCheckout, priceFromCatalogue, type CheckoutDeps } from '../checkout/initiate.ts';
import type { SubmitOptions } from '../checkout/submit-payment.ts';
import { ApiError, validationError } from '../errors.ts';

const quoteSchema = z.object({ items: z.array(orderLineSchema).min(1, t('checkout.error.items')).max(100) });

const noStore = { 'cache-control': 'no-store' };

async function jsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new ApiError(400, 'INVALID_JSON', t('order.error.invalidJson'));
  }
}

/** The shop's own origin: SITE_URL when the deployment sets one, else the request's. */
function siteOrigin(c: Context, configured: string | undefined): string {
  return (configured ?? new URL(c.req.url).origin).replace(/\/+$/, '');
}

/**
 * POST /api/checkout/quote: the server's prices and totals for the review step (cents).
 * POST /api/checkout/initiate: places the order (see src/server/checkout/initiate.ts).
 */
export function checkoutRoutes(deps: CheckoutDeps & { siteUrl?: string | undefined }, options: SubmitOptions = {}): Hono {
  return new Hono()
    .post('/quote', async (c) => {
      const parsed = quoteSchema.safeParse(await jsonBody(c));
      if (!parsed.success) throw validationError(parsed.error);
      const priced = await priceFromCatalogue(deps, parsed.data.items);
      return c.json({ currency: 'KES', ...priced }, 200, noStore);
    })
    .post('/initiate', async (c) => {
      const answer = await initiateCheckout(
        deps,
        { body: await jsonBody(c), authorization: c.req.header('authorization'), siteOrigin: siteOrigin(c, deps.siteUrl) },
        options,
      );
      return c.json(answer, 200, noStore);
    });
}
