import type { GoogleIdentity } from './accounts.ts';

/** The stand-in's HTML page: the Google consent screen (its e-mails are on the mail catcher's page, local/mail). */

/** Test identities offered on the consent page. */
export const GOOGLE_TEST_IDENTITIES: GoogleIdentity[] = [
  { sub: '104837261534298765001', email: 'amina.wanjiru@gmail.test', name: 'Amina Wanjiru' },
  { sub: '104837261534298765002', email: 'otieno.ochieng@gmail.test', name: 'Otieno Ochieng' },
];

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string);
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>
body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1b1b1b;line-height:1.5}
fieldset{border:1px solid #bbb;border-radius:8px;padding:1rem}label{display:block;margin:.5rem 0}
input[type=email],input[type=text]{width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}
button{font-size:1rem;padding:.6rem 1.2rem;margin:.5rem .5rem 0 0;border-radius:6px;border:1px solid #1a5c3a;background:#1a5c3a;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1a5c3a}a{color:#0b4f8a}.note{color:#555;font-size:.9rem}
</style></head><body>${body}</body></html>`;
}

export function consentPage(fields: Record<string, string>): string {
  const hidden = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const choices = GOOGLE_TEST_IDENTITIES.map(
    (identity, index) =>
      `<label><input type="radio" name="identity" value="${index}"${index === 0 ? ' checked' : ''}> ${escapeHtml(identity.name)} (${escapeHtml(identity.email)})</label>`,
  ).join('');
  return page(
    'Choose an account – local Google sign-in',
    `<h1>Sign in with Google</h1>
<p class="note">Local stand-in: no request leaves this machine. Pick a test identity to continue to the shop.</p>
<p class="note">A typed address counts as an unverified Google e-mail: a new one gets an account to confirm through the
confirmation mail in the <a href="../../mailbox">mailbox</a>; one that already has an account is refused.</p>
<form method="post" action="callback">${hidden}
<fieldset><legend>Choose an account</legend>${choices}
<label><input type="radio" name="identity" value="custom"> Another account:</label>
<label>E-mail <input type="email" name="email" autocomplete="off"></label>
<label>Name <input type="text" name="name" autocomplete="off"></label>
</fieldset>
<button type="submit" name="action" value="allow">Continue</button>
<button type="submit" name="action" value="cancel" class="secondary">Cancel</button>
</form>`,
  );
}
