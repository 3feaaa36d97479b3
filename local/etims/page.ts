import { html, raw } from 'hono/html';
import type { StandInInvoice, StandInState } from './state.ts';

/** The stand-in's page (GET /): every sale and credit note it signed, newest first. Plain HTML, no script. */

const STYLE = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#f4f6f5}
main{max-width:1100px;margin:0 auto;padding:16px}h1{font-size:1.35rem;margin:0 0 4px}.note{color:#4a4a4a;margin:0 0 12px}
table{width:100%;border-collapse:collapse;background:#fff;border:1px solid #c8cfcb}caption{text-align:left;font-weight:600;padding:8px 0}
th,td{text-align:left;vertical-align:top;padding:8px;border-bottom:1px solid #c8cfcb}th{background:#e9eeeb}td.num{text-align:right}
code{font-size:.875rem;overflow-wrap:anywhere}.fault{border-left:4px solid #a4161a;background:#fdecec;padding:8px 12px}
a{color:#0b4f8a}.scroll{overflow-x:auto}a:focus-visible,.scroll:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}`;

const nairobiTime = (iso: string) =>
  new Date(iso).toLocaleString('en-KE', { timeZone: 'Africa/Nairobi', dateStyle: 'medium', timeStyle: 'medium' });

const kes = (shillings: number) => shillings.toLocaleString('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function row(i: StandInInvoice) {
  const what = i.rcptTyCd === 'S' ? 'Sale' : `Credit note for ${i.orgInvcNo}`;
  return html`<tr><td>${i.tin} / ${i.bhfId}</td><td class="num">${i.invcNo}</td><td>${i.rcptTyCd}: ${what}</td><td>${i.trdInvcNo}</td>
<td>${i.custTin ?? ''}</td><td class="num">${kes(i.totTaxAmt)}</td><td class="num">${kes(i.totAmt)}</td>
<td><code>${i.sdcId}/${i.invcNo}</code><br>receipt ${i.receipt.curRcptNo} (${i.receipt.totRcptNo})<br><code>${i.receipt.rcptSign}</code></td>
<td><time datetime="${i.receivedAt}">${nairobiTime(i.receivedAt)}</time></td></tr>`;
}

export function renderInvoices(state: StandInState) {
  const newest = [...state.invoices].reverse();
  return html`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>eTIMS stand-in (local KRA OSCU)</title><style>${raw(STYLE)}</style></head>
<body><main><h1>eTIMS stand-in</h1>
<p class="note">Sales and credit notes the shop sent to the local KRA eTIMS stand-in. Nothing here reaches KRA.
${state.devices.length} ${state.devices.length === 1 ? 'device' : 'devices'} initialised, ${state.items.length} ${state.items.length === 1 ? 'item' : 'items'} registered.
JSON: <a href="/__control/invoices">/__control/invoices</a>, <a href="/__control/items">/__control/items</a>.</p>
${state.faults.length ? html`<p class="fault" role="status">Faults armed: ${state.faults.map((f) => `${f.fault.kind}${f.method ? ` (${f.method})` : ''}`).join(', ')}.</p>` : ''}
<p><a href="/">Refresh</a></p>
${
  newest.length === 0
    ? html`<p>No invoices yet.</p>`
    : html`<div class="scroll" role="region" aria-labelledby="invoices-caption" tabindex="0"><table><caption id="invoices-caption">${newest.length} ${newest.length === 1 ? 'invoice' : 'invoices'}, newest first</caption>
<thead><tr><th scope="col">PIN / branch</th><th scope="col">invcNo</th><th scope="col">Type</th><th scope="col">Shop's reference</th>
<th scope="col">Buyer's PIN</th><th scope="col">VAT (KSh)</th><th scope="col">Total (KSh)</th><th scope="col">Control unit</th><th scope="col">Signed</th></tr></thead>
<tbody>${newest.map(row)}</tbody></table></div>`
}
</main></body></html>`;
}
