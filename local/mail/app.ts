import { Hono } from 'hono';
import { z } from 'zod';
import { mailboxPage } from './page.ts';
import { resetMailbox, SMTP_FAULTS, type MailboxState } from './state.ts';

const faultBody = z.object({
  /** The reply the next RCPT/DATA commands get; null clears a fault still pending. */
  fault: z.enum(SMTP_FAULTS).nullable(),
  /** How many commands get it before it clears itself. */
  times: z.number().int().min(1).max(1000).default(1),
});

/** The page keeps mail content from running anything: no script, no frames, no outside loads. */
const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * The catcher's HTTP side: the mailbox page at /, and the control API for tests under /__control
 * (messages newest first, reset, faults). It changes the catcher only.
 */
export function createMailboxApp(state: MailboxState, smtpUrl: string): Hono {
  const app = new Hono();

  app.get('/', (c) => {
    c.header('content-security-policy', PAGE_CSP);
    c.header('cache-control', 'no-store');
    return c.html(mailboxPage(state.mails, smtpUrl, state.duplicates));
  });

  app.get('/__control/messages', (c) => c.json({ messages: [...state.mails].reverse(), duplicates: state.duplicates, fault: state.fault }));

  app.post('/__control/reset', (c) => {
    resetMailbox(state);
    return c.json({ ok: true });
  });

  app.post('/__control/faults', async (c) => {
    const parsed = faultBody.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success)
      return c.json({ error: parsed.error.issues[0]?.message ?? 'invalid fault', path: parsed.error.issues[0]?.path }, 400);
    const { fault, times } = parsed.data;
    state.fault = fault ? { kind: fault, remaining: times } : null;
    return c.json({ fault: state.fault });
  });

  app.notFound((c) => c.json({ error: `No route for ${c.req.method} ${c.req.path}` }, 404));
  return app;
}
