import { setTimeout as sleep } from 'node:timers/promises';
import { Hono, type Context } from 'hono';
import { LOCAL_STANDIN_CREDENTIALS } from '../../src/server/sms/config.ts';
import { scheduleReports } from './delivery-reports.ts';
import { recipientFor, summary } from './recipients.ts';
import { record, takeFault, type StandInState } from './state.ts';

/** POST /version1/messaging as Africa's Talking serves it (reference sections 1.2, 1.3, 2), and the delivery reports that follow. */

/** What @hono/node-server hands the app as c.env: the Node request, whose socket `drop` destroys. */
export type StandInEnv = { Bindings: { incoming?: { socket?: { destroy(): void } } } };

/** AT's sender when the request names none. */
const DEFAULT_SENDER = 'AFRICASTKNG';

const unauthorized = (c: Context) => c.text('The supplied authentication is invalid', 401);

const field = (form: Record<string, unknown>, name: string) => (typeof form[name] === 'string' ? form[name].trim() : '');

/** The old default answer format; a client that forgets `Accept: application/json` gets this. Shape UNVERIFIED. */
function xmlAnswer(message: string): string {
  const escaped = message.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<AfricasTalkingResponse><SMSMessageData><Message>${escaped}</Message></SMSMessageData></AfricasTalkingResponse>`;
}

export function createMessagingRoutes(state: StandInState): Hono<StandInEnv> {
  const routes = new Hono<StandInEnv>();

  routes.post('/version1/messaging', async (c) => {
    const fault = takeFault(state);
    if (fault?.kind === 'http500') return c.body(null, 500);
    if (fault?.kind === 'http401' || c.req.header('apiKey') !== LOCAL_STANDIN_CREDENTIALS.apiKey) return unauthorized(c);
    const form = await c.req.parseBody();
    if (field(form, 'username') !== LOCAL_STANDIN_CREDENTIALS.username) return unauthorized(c);
    const to = field(form, 'to');
    const text = typeof form.message === 'string' ? form.message : '';
    if (!to || !text) return c.text('Missing required fields: to and message', 400);
    const from = field(form, 'from') || DEFAULT_SENDER;
    const at = new Date().toISOString();
    const recipients = to
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean)
      .map((number) => recipientFor(number, text));
    for (const r of recipients)
      record(state, { at, to: r.number, from, text, messageId: r.messageId, statusCode: r.statusCode, status: r.status, cost: r.cost });
    // Taken is taken: even an answer that is slow or never comes is followed by its reports.
    scheduleReports(state, recipients, fault);
    if (fault?.kind === 'slow') await sleep(fault.ms, undefined, { ref: false });
    if (fault?.kind === 'drop') {
      // Recorded as sent, then no answer at all: the sender cannot know whether AT took it.
      const socket = c.env?.incoming?.socket;
      if (!socket) throw new Error('drop needs the Node server (no socket in process)');
      socket.destroy();
      return c.body(null, 500);
    }
    const answer = { SMSMessageData: { Message: summary(recipients), Recipients: recipients } };
    if (!(c.req.header('accept') ?? '').includes('application/json')) {
      return c.body(xmlAnswer(answer.SMSMessageData.Message), 201, { 'content-type': 'application/xml' });
    }
    return c.json(answer, 201);
  });

  return routes;
}
