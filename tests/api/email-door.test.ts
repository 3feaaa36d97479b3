import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMailCatcherForTests, type MailCatcherForTests } from '../../local/mail/testing.ts';
import {
  createEmailSender,
  emailConfigFromEnv,
  type EmailHost,
  type EmailMessage,
  type EmailSender,
} from '../../src/server/email/index.ts';

/**
 * The real door (nodemailer over SMTP) against the local catcher (smtp-server + mailparser), both
 * ways it connects: as nodemailer does under Node, and through a socket opened by the host's name
 * as under workerd (connect-by-name.ts; tests/hosts/order-messages.test.ts runs it in workerd).
 */
let mail: MailCatcherForTests;

beforeAll(async () => {
  mail = await startMailCatcherForTests();
});
afterAll(() => mail.stop());
beforeEach(() => mail.control.reset());

let serial = 0;
function message(overrides: Partial<EmailMessage> = {}): EmailMessage {
  serial += 1;
  return {
    to: 'amina.wanjiru@example.co.ke',
    subject: 'We have your order SK-1042',
    text: 'Asante! Your order SK-1042 is in. Follow it at http://localhost:4321/orders/SK-1042.',
    messageId: `<order-ab12cd${serial}.order-received.email@solarshop.co.ke>`,
    ...overrides,
  };
}

describe.each<EmailHost>(['node', 'workerd'])('the e-mail door, connecting as under %s', (host) => {
  let sender: EmailSender;
  beforeAll(() => {
    sender = createEmailSender(
      emailConfigFromEnv({ SMTP_URL: mail.smtpUrl, MAIL_FROM: 'Solar Shop Kenya <orders@solarshop.co.ke>' }),
      host,
    );
  });
  afterAll(() => sender.close());

  it('delivers a mail with its subject, text, sender and deterministic Message-ID', async () => {
    const sent = message({ html: '<p>Asante!</p>', replyTo: 'help@solarshop.co.ke' });
    const result = await sender.send(sent);
    expect(result).toEqual({ ok: true, providerMessageId: sent.messageId, detail: expect.stringMatching(/^250 /) });
    const [caught, ...others] = await mail.control.messages();
    expect(others).toEqual([]);
    expect(caught).toMatchObject({
      to: ['amina.wanjiru@example.co.ke'],
      from: '"Solar Shop Kenya" <orders@solarshop.co.ke>',
      subject: sent.subject,
      html: '<p>Asante!</p>',
      messageId: sent.messageId,
      duplicate: false,
    });
    expect(caught?.text.trimEnd()).toBe(sent.text);
  });

  it('reuses one transporter for many mails', async () => {
    const results = await Promise.all([1, 2, 3].map(() => sender.send(message())));
    expect(results.map((r) => r.ok)).toEqual([true, true, true]);
    expect(await mail.control.messages()).toHaveLength(3);
  });

  it('calls a 451 for the recipient retryable, and a 550 permanent', async () => {
    expect(await sender.send(message({ to: 'fail-451@example.co.ke' }))).toEqual({
      ok: false,
      retryable: true,
      error: expect.stringContaining('451'),
    });
    expect(await sender.send(message({ to: 'fail-550@example.co.ke' }))).toEqual({
      ok: false,
      retryable: false,
      error: expect.stringContaining('550'),
    });
    expect(await mail.control.messages()).toEqual([]);
  });

  it('recovers after a 421: the first try is retryable, the next one arrives', async () => {
    await mail.control.fault('refuse-421', 1);
    const sent = message();
    // Under Node the pool's connection closes on the 421 and the pool reports that close (it never resends by itself).
    const refused = host === 'node' ? /421|connection was closed/ : /421/;
    expect(await sender.send(sent)).toMatchObject({ ok: false, retryable: true, error: expect.stringMatching(refused) });
    expect(await sender.send(sent)).toMatchObject({ ok: true });
    expect((await mail.control.messages()).map((m) => m.messageId)).toEqual([sent.messageId]);
    expect(await mail.control.duplicates()).toBe(0);
  });

  it('calls a refusing server (550 fault) permanent', async () => {
    await mail.control.fault('refuse-550', 1);
    expect(await sender.send(message())).toMatchObject({ ok: false, retryable: false, error: expect.stringContaining('550') });
  });

  it('lets the catcher flag the same Message-ID sent twice', async () => {
    const sent = message();
    await sender.send(sent);
    await sender.send(sent);
    expect(await mail.control.duplicates()).toBe(1);
    expect((await mail.control.messages()).map((m) => m.duplicate)).toEqual([true, false]);
  });

  it('calls a server that is not there retryable', async () => {
    const closed = await startMailCatcherForTests();
    await closed.stop();
    const nowhere = createEmailSender(emailConfigFromEnv({ SMTP_URL: closed.smtpUrl }), host);
    expect(await nowhere.send(message())).toEqual({ ok: false, retryable: true, error: expect.stringContaining('ECONNREFUSED') });
    await nowhere.close();
  });

  it('refuses a message it could never send, without calling the server', async () => {
    for (const wrong of [
      { to: 'not an address' },
      { to: 'a@b.co, c@d.co' },
      { messageId: 'no-brackets' },
      { subject: ' ' },
      { replyTo: 'nobody' },
    ]) {
      expect(await sender.send(message(wrong))).toMatchObject({
        ok: false,
        retryable: false,
        error: expect.stringMatching(/^Invalid e-mail: /),
      });
    }
    expect(await mail.control.messages()).toEqual([]);
  });
});

it('names the variable when SMTP_URL is wrong', () => {
  expect(() => emailConfigFromEnv({ SMTP_URL: 'mail.example.co.ke:587' })).toThrow(/^Invalid e-mail setting SMTP_URL: /);
});
