import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { CaughtMail } from './state.ts';

/** The mailbox page: every caught mail, newest first, plain server-rendered HTML. */

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#f4f6f5}
main{max-width:760px;margin:0 auto;padding:16px}h1{font-size:1.5rem;margin:0 0 4px}h2{font-size:1.1rem;margin:0 0 8px}
.note{color:#4a4a4a;margin:0 0 12px}ol{list-style:none;padding:0;margin:0}
article{background:#fff;border:1px solid #c8cfcb;border-radius:8px;padding:12px 16px;margin:0 0 12px}
dl{display:grid;grid-template-columns:auto 1fr;gap:0 12px;margin:0 0 8px;font-size:.9rem}dt{color:#4a4a4a}dd{margin:0;overflow-wrap:anywhere}
.body{white-space:pre-wrap;overflow-wrap:anywhere;border-top:1px solid #e1e5e3;padding-top:8px;margin:0}
.flag{border-left:4px solid #a4161a;background:#fdecec;padding:4px 8px;border-radius:4px;margin:0 0 8px;font-weight:600}
a{color:#0b4f8a}a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}`;

const URL_PATTERN = /https?:\/\/[^\s<>"]+/g;

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string);
}

/** The text, escaped, with every http(s) URL a link (sentence punctuation after a URL stays outside it). */
export function linkify(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(/[.,;:!?)\]']+$/, '');
    out += escape(text.slice(last, match.index)) + `<a href="${escape(url)}">${escape(url)}</a>`;
    last = match.index + url.length;
  }
  return out + escape(text.slice(last));
}

const received = (iso: string) =>
  new Date(iso).toLocaleString('en-KE', { timeZone: 'Africa/Nairobi', dateStyle: 'medium', timeStyle: 'medium' });

function mailItem(mail: CaughtMail): HtmlEscapedString | Promise<HtmlEscapedString> {
  const heading = `mail-${mail.id}`;
  return html`<li><article aria-labelledby="${heading}">
<h2 id="${heading}">${mail.subject || '(no subject)'}</h2>
${mail.duplicate ? html`<p class="flag">Duplicate Message-ID: a mail with this Message-ID arrived before.</p>` : ''}
<dl><dt>To</dt><dd>${mail.to.join(', ')}</dd><dt>From</dt><dd>${mail.from}</dd>
<dt>Received</dt><dd><time datetime="${mail.date}">${received(mail.date)}</time></dd>
<dt>Message-ID</dt><dd>${mail.messageId ?? '(none)'}</dd></dl>
<p class="body">${raw(linkify(mail.text))}</p>
</article></li>`;
}

export function mailboxPage(mails: CaughtMail[], smtpUrl: string, duplicates: number): HtmlEscapedString | Promise<HtmlEscapedString> {
  const newestFirst = [...mails].reverse();
  const count = mails.length === 1 ? '1 e-mail' : `${mails.length} e-mails`;
  return html`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mailbox – Solar Shop Kenya (local)</title><style>${raw(STYLE)}</style></head><body><main>
<h1>Mailbox</h1>
<p class="note">Every e-mail sent to the local SMTP catcher (${smtpUrl}): the shop's order mails and the auth stand-in's confirmation and password links. Nothing here left this machine. ${count}, newest first. <a href="/">Reload</a></p>
${duplicates ? html`<p class="flag" role="status">${duplicates} duplicate Message-ID${duplicates === 1 ? '' : 's'}: a mail was sent more than once.</p>` : ''}
${newestFirst.length ? html`<ol>${newestFirst.map(mailItem)}</ol>` : html`<p>No e-mails yet.</p>`}
</main></body></html>`;
}
