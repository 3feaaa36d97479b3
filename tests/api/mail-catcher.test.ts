import { describe, expect, it } from 'vitest';
import { createMailboxApp } from '../../local/mail/app.ts';
import { linkify } from '../../local/mail/page.ts';
import { createMailboxState, recordMail, type CaughtMail } from '../../local/mail/state.ts';

/** The catcher's HTTP side: the one local mailbox page and the control API the tests use. */

function caught(overrides: Partial<Omit<CaughtMail, 'id' | 'duplicate'>> = {}) {
  return {
    to: ['amina@example.co.ke'],
    from: 'Solar Shop Kenya <orders@solarshop.localhost>',
    subject: 'Confirm Your Signup',
    text: 'Follow this link to confirm your user:\n\nhttp://127.0.0.1:54321/auth/v1/verify?token=abc&type=signup\n',
    html: null,
    messageId: '<signup.1@auth.localhost>',
    date: '2026-11-23T09:30:00.000Z',
    ...overrides,
  };
}

function catcher() {
  const state = createMailboxState();
  return { state, app: createMailboxApp(state, 'smtp://127.0.0.1:2525') };
}

describe('the mailbox page', () => {
  it('lists mails newest first, each an article named by its subject, with recipient, time and a clickable link', async () => {
    const { state, app } = catcher();
    recordMail(state, caught());
    recordMail(state, caught({ subject: 'Reset Your Password', to: ['otieno@example.co.ke'], messageId: '<recovery.2@auth.localhost>' }));
    const response = await app.request('/');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const page = await response.text();
    expect(page).toContain('<html lang="en">');
    expect(page.indexOf('Reset Your Password')).toBeLessThan(page.indexOf('Confirm Your Signup'));
    expect(page).toContain('<article aria-labelledby="mail-1">\n<h2 id="mail-1">Confirm Your Signup</h2>');
    expect(page).toContain('<dt>To</dt><dd>otieno@example.co.ke</dd>');
    expect(page).toContain('<time datetime="2026-11-23T09:30:00.000Z">23 Nov 2026, 12:30:00</time>');
    expect(page).toContain('<a href="http://127.0.0.1:54321/auth/v1/verify?token=abc&amp;type=signup">');
    expect(page).toContain('2 e-mails, newest first');
  });

  it('says so when there is no mail yet', async () => {
    expect(await (await catcher().app.request('/')).text()).toContain('<p>No e-mails yet.</p>');
  });

  it('shows what a mail says as text, never as markup', async () => {
    const { state, app } = catcher();
    recordMail(
      state,
      caught({ subject: '<img src=x onerror=alert(1)>', text: '<script>alert(1)</script> see https://x.test/"onmouseover=alert(1)' }),
    );
    const page = await (await app.request('/')).text();
    expect(page).not.toContain('<img src=x');
    expect(page).not.toContain('<script>alert');
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(page).toContain('<a href="https://x.test/">https://x.test/</a>&quot;onmouseover');
  });

  it('flags a repeated Message-ID on the mail and at the top', async () => {
    const { state, app } = catcher();
    recordMail(state, caught());
    recordMail(state, caught());
    const page = await (await app.request('/')).text();
    expect(page).toContain('1 duplicate Message-ID: a mail was sent more than once.');
    expect(page.match(/Duplicate Message-ID: a mail with this Message-ID arrived before\./g)).toHaveLength(1);
  });
});

describe('linkify', () => {
  it.each([
    ['see https://solarshop.co.ke/orders.', 'see <a href="https://solarshop.co.ke/orders">https://solarshop.co.ke/orders</a>.'],
    ['(http://a.test/x)', '(<a href="http://a.test/x">http://a.test/x</a>)'],
    [
      'two: http://a.test and http://b.test/?q=1&r=2',
      'two: <a href="http://a.test">http://a.test</a> and <a href="http://b.test/?q=1&amp;r=2">http://b.test/?q=1&amp;r=2</a>',
    ],
    ['no link, just a & b', 'no link, just a &amp; b'],
    ['javascript:alert(1)', 'javascript:alert(1)'],
  ])('%s', (text, html) => {
    expect(linkify(text)).toBe(html);
  });
});

describe('the control API', () => {
  it('lists messages newest first with the duplicate count, and resets', async () => {
    const { state, app } = catcher();
    recordMail(state, caught());
    recordMail(state, caught({ messageId: '<other@auth.localhost>' }));
    const listed = (await (await app.request('/__control/messages')).json()) as { messages: CaughtMail[]; duplicates: number };
    expect(listed.messages.map((m) => m.id)).toEqual([2, 1]);
    expect(listed.duplicates).toBe(0);
    expect((await app.request('/__control/reset', { method: 'POST' })).status).toBe(200);
    expect(await (await app.request('/__control/messages')).json()).toEqual({ messages: [], duplicates: 0, fault: null });
  });

  it('sets a fault for the next commands, clears it with null, and refuses an unknown one', async () => {
    const { state, app } = catcher();
    const post = (body: unknown) =>
      app.request('/__control/faults', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(await (await post({ fault: 'refuse-421', times: 2 })).json()).toEqual({ fault: { kind: 'refuse-421', remaining: 2 } });
    expect(state.fault).toEqual({ kind: 'refuse-421', remaining: 2 });
    await post({ fault: null });
    expect(state.fault).toBeNull();
    expect((await post({ fault: 'refuse-999' })).status).toBe(400);
    expect((await post({ fault: 'refuse-550', times: 0 })).status).toBe(400);
  });
});
