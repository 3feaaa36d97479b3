import { html, raw } from 'hono/html';
import { gsm7Length, isGsm7, smsParts, SMS_GSM7_LIMIT } from '../../src/lib/messages/gsm7.ts';
import { REPORT_OUTCOMES, withoutKey } from './delivery-reports.ts';
import { MAGIC_CODES } from './recipients.ts';
import type { StandInMessage, StandInReport, StandInState } from './state.ts';

/** The outbox page (GET /): every SMS the stand-in received and every delivery report it posted, newest first. Plain HTML, no script. */

const STYLE = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#f4f6f5}
main{max-width:1100px;margin:0 auto;padding:16px}h1{font-size:1.35rem;margin:0 0 4px}.note{color:#4a4a4a;margin:0 0 12px}
table{width:100%;border-collapse:collapse;background:#fff;border:1px solid #c8cfcb}caption{text-align:left;font-weight:600;padding:8px 0}
th,td{text-align:left;vertical-align:top;padding:8px;border-bottom:1px solid #c8cfcb}th{background:#e9eeeb}
td.text{white-space:pre-wrap;overflow-wrap:anywhere;min-width:14rem;max-width:28rem}code{font-size:.875rem;overflow-wrap:anywhere}
.refused{color:#a4161a;font-weight:600}.sent{color:#0b6b3a;font-weight:600}.fault{border-left:4px solid #a4161a;background:#fdecec;padding:8px 12px}
button{font:inherit;font-weight:600;border:1px solid #6b736f;border-radius:6px;padding:8px 14px;background:#fff;cursor:pointer}
a{color:#0b4f8a}.scroll{overflow-x:auto}a:focus-visible,button:focus-visible,.scroll:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}.actions{display:flex;gap:16px;align-items:center;margin:0 0 12px}
h2{font-size:1.15rem;margin:24px 0 4px}`;

const nairobiTime = (iso: string) =>
  new Date(iso).toLocaleString('en-KE', { timeZone: 'Africa/Nairobi', dateStyle: 'medium', timeStyle: 'medium' });

/** "1 part, GSM-7, 45/160" or "2 parts, Unicode": what the message costs to send. */
function size(text: string): string {
  const parts = smsParts(text);
  const count = `${parts} ${parts === 1 ? 'part' : 'parts'}`;
  return isGsm7(text) ? `${count}, GSM-7, ${gsm7Length(text)}/${SMS_GSM7_LIMIT}` : `${count}, Unicode (not GSM-7)`;
}

function row(m: StandInMessage) {
  const sent = m.messageId !== 'None';
  return html`<tr><td><time datetime="${m.at}">${nairobiTime(m.at)}</time></td><td>${m.to}</td><td>${m.from}</td>
<td class="text">${m.text}</td><td>${size(m.text)}</td>
<td><span class="${sent ? 'sent' : 'refused'}">${m.statusCode} ${m.status}</span></td><td><code>${m.messageId}</code></td></tr>`;
}

/** The shop's answer to a report: its HTTP status, or why there was none. */
function answer(r: StandInReport) {
  if (r.httpStatus === null) return html`<span class="refused">no answer: ${r.error ?? 'unknown'}</span>`;
  return html`<span class="${r.httpStatus === 200 ? 'sent' : 'refused'}">HTTP ${r.httpStatus}</span>`;
}

function reportRow(r: StandInReport) {
  const { id, status, phoneNumber, networkCode, failureReason } = r.fields;
  return html`<tr><td><time datetime="${r.at}">${nairobiTime(r.at)}</time></td><td><code>${id}</code></td><td>${phoneNumber}</td>
<td>${status}${failureReason ? `: ${failureReason}` : ''} (${networkCode})</td><td>${answer(r)}</td></tr>`;
}

function reportsSection(state: StandInState) {
  const { url, delayMs } = state.reportSettings;
  const newest = [...state.reports].reverse();
  return html`<h2>Delivery reports</h2>
<p class="note">${url ? `Posted to ${withoutKey(url)}, ${delayMs} ms after a message is accepted.` : 'Not posted: no delivery-report URL is set.'}
Numbers ending in ${REPORT_OUTCOMES.map((o) => `${o.ending} are reported ${o.status}${o.failureReason ? ` (${o.failureReason})` : ''}`).join(', ')}; every other number Success.</p>
${
  newest.length === 0
    ? html`<p>No reports yet.</p>`
    : html`<div class="scroll" role="region" aria-labelledby="reports-caption" tabindex="0"><table><caption id="reports-caption">${newest.length} ${newest.length === 1 ? 'report' : 'reports'}, newest first</caption>
<thead><tr><th scope="col">Posted</th><th scope="col">Message ID</th><th scope="col">To</th><th scope="col">Report</th><th scope="col">Shop's answer</th></tr></thead>
<tbody>${newest.map(reportRow)}</tbody></table></div>`
}`;
}

export function renderOutbox(state: StandInState) {
  const newest = [...state.messages].reverse();
  const fault = state.fault;
  return html`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>SMS outbox (local Africa's Talking)</title><style>${raw(STYLE)}</style></head>
<body><main><h1>SMS outbox</h1>
<p class="note">Messages the shop sent to the local Africa's Talking stand-in. Nothing here reaches a phone.
Numbers ending in ${MAGIC_CODES.map((code) => `0${code}`).join(', ')} are refused with that status code.</p>
${fault ? html`<p class="fault" role="status">Fault active: <strong>${fault.name}</strong> (${fault.remaining === null ? 'until cleared' : `${fault.remaining} more`}).</p>` : ''}
<div class="actions"><a href="/">Refresh</a><form method="post" action="/clear"><button type="submit">Clear the outbox</button></form></div>
${
  newest.length === 0
    ? html`<p>No messages yet.</p>`
    : html`<div class="scroll" role="region" aria-labelledby="outbox-caption" tabindex="0"><table><caption id="outbox-caption">${newest.length} ${newest.length === 1 ? 'message' : 'messages'}, newest first</caption>
<thead><tr><th scope="col">Received</th><th scope="col">To</th><th scope="col">From</th><th scope="col">Message</th>
<th scope="col">Size</th><th scope="col">Status</th><th scope="col">Message ID</th></tr></thead>
<tbody>${newest.map(row)}</tbody></table></div>`
}
${reportsSection(state)}
</main></body></html>`;
}
