import { Hono } from 'hono';
import type { Database } from '../db/index.ts';
import { ApiError, validationError } from '../errors.ts';
import { formFields } from '../pages/form-body.ts';
import { sameSecret } from '../same-secret.ts';
import { readDeliveryReport } from '../sms/delivery-report.ts';

/**
 * POST /api/sms/delivery-reports?key=<AT_DELIVERY_REPORT_KEY>: Africa's Talking's delivery
 * reports, form-encoded (reference 1.4). The key is checked first, in constant time: without it
 * the answer is 403 whatever the body, so a stranger learns nothing of the messages. A report is
 * recorded on the SMS with that provider id; one for an id the shop never sent (another app on
 * the same AT account, a message since deleted) is answered 200 all the same, so the gateway does
 * not retry it, and changes nothing.
 */
export function smsRoutes(db: Database, deliveryReportKey: string): Hono {
  return new Hono().post('/delivery-reports', async (c) => {
    if (!(await sameSecret(c.req.query('key') ?? '', deliveryReportKey))) {
      throw new ApiError(403, 'FORBIDDEN', 'api.error.smsGatewayOnly');
    }
    const fields = await formFields(c);
    if (!fields) throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'api.error.notForm', 'body');
    const read = readDeliveryReport(fields);
    if (!read.ok) throw validationError(read.error);
    const { providerMessageId, status, detail } = read.report;
    await db.outbox.deliveryReport(providerMessageId, { status, detail });
    return c.json({ ok: true }, 200);
  });
}
