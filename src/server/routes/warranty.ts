import { Hono } from 'hono';
import { claimRequest, registrationRequest } from '../../lib/warranty/requests.ts';
import { validationError } from '../errors.ts';
import { jsonBody } from '../request-body.ts';
import { claimAnswerOf, makeClaim } from '../warranty/claims.ts';
import { certificatePath, registerSerials, registrationAnswer, type WarrantyDeps } from '../warranty/register.ts';
import { orderReference } from '../../lib/order-display.ts';
import { guesserOf } from '../rate-limit/misses.ts';

/**
 * The customer's warranty (issue 31), for whoever holds the order's reference and phone (rate
 * limited per client in app.ts, and each wrong phone counted against the client on that reference or serial):
 * POST /registrations {reference, phone, items: [{productId, serial}]}: 201 with the serials
 * registered and their end dates; 409 for a serial registered before or an order not delivered;
 * 404, one body, for an unknown order or a wrong phone.
 * POST /claims {serial, phone, description}: 201 with the claim (out of warranty is accepted and
 * marked); 404 for a serial not registered with that phone.
 */
export function warrantyRoutes(deps: WarrantyDeps): Hono {
  return new Hono()
    .post('/registrations', async (c) => {
      const parsed = registrationRequest.safeParse(await jsonBody(c));
      if (!parsed.success) throw validationError(parsed.error);
      const { order, registrations } = await registerSerials(deps, await guesserOf(deps.limits, c, deps.trustProxy), parsed.data);
      const answer = {
        reference: orderReference(order.id),
        registrations: registrations.map(registrationAnswer),
        certificateUrl: certificatePath(order, c.get('t').locale),
      };
      return c.json(answer, 201);
    })
    .post('/claims', async (c) => {
      const parsed = claimRequest.safeParse(await jsonBody(c));
      if (!parsed.success) throw validationError(parsed.error);
      const { claim, registration } = await makeClaim(deps, await guesserOf(deps.limits, c, deps.trustProxy), parsed.data);
      return c.json({ claim: claimAnswerOf(claim, registration) }, 201);
    });
}
