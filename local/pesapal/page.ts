import { html, raw } from 'hono/html';
import { pesapalSandbox, type PesapalSandboxKey } from '../../src/i18n/en/pesapal.ts';
import { formatAmount, withOrderParams } from './format.ts';
import { BANKS, canPay } from './payments.ts';
import type { SandboxOrder } from './state.ts';

/** The hosted payment page: plain server-rendered HTML with a little inline script. */

export function s(key: PesapalSandboxKey, params: Record<string, string> = {}): string {
  return pesapalSandbox[key].replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

export const PAGE_BASE = '/pesapaliframe/PesapalIframe3';

/** Field errors of a submitted form, to show beside the field. */
export type FieldErrors = Partial<Record<'phone' | 'card' | 'bank', string>>;

export function callbackTarget(order: SandboxOrder): string {
  return withOrderParams(order.callbackUrl, order.trackingId, order.merchantReference, 'CALLBACKURL');
}

const STYLE = `
*{box-sizing:border-box}section.panel h2{margin-top:0}body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#f4f6f5}
main{max-width:560px;margin:0 auto;padding:16px}h1{font-size:1.25rem;margin:0 0 4px}h2{font-size:1.1rem;margin:16px 0 8px}
.note{font-size:.875rem;color:#4a4a4a;margin:0 0 12px}dl{display:grid;grid-template-columns:auto 1fr;gap:2px 12px;background:#fff;border:1px solid #c8cfcb;border-radius:8px;padding:12px;margin:0 0 12px}
dt{color:#4a4a4a}dd{margin:0;font-weight:600}.amount{font-size:1.25rem}fieldset{border:1px solid #c8cfcb;border-radius:8px;background:#fff;margin:0 0 12px;padding:8px 12px}
legend{font-weight:600;padding:0 4px}.choice{display:inline-flex;align-items:center;gap:6px;margin:4px 16px 4px 0}
section.panel{background:#fff;border:1px solid #c8cfcb;border-radius:8px;padding:12px;margin:0 0 12px}
label{display:block;font-weight:600;margin:8px 0 2px}input,select{font:inherit;width:100%;padding:8px;border:1px solid #6b736f;border-radius:6px}
input[type=radio]{width:auto}.hint{font-size:.875rem;color:#4a4a4a;margin:2px 0}.error{color:#a4161a;font-weight:600;margin:4px 0}
button{font:inherit;font-weight:600;border:0;border-radius:6px;padding:10px 16px;margin:12px 8px 0 0;cursor:pointer;background:#0b6b3a;color:#fff}
button.secondary{background:#fff;color:#1a1a1a;border:1px solid #6b736f}button:focus-visible,input:focus-visible,select:focus-visible,a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.alert{border-left:4px solid #a4161a;background:#fdecec;padding:8px 12px;border-radius:4px;margin:0 0 12px}.ok{border-left-color:#0b6b3a;background:#e7f5ec}
.phone{border:2px solid #1a1a1a;border-radius:16px;padding:12px;background:#fff}a{color:#0b4f8a}`;

const SCRIPT = `
(function(){
  var data = JSON.parse(document.getElementById('sandbox-data').textContent);
  function go(url){ var w = data.redirectMode === 'PARENT_WINDOW' ? window.parent : window.top; try { w.location.href = url; } catch (e) { location.href = url; } }
  function reload(){ location.replace(data.indexUrl); }
  var radios = document.querySelectorAll('input[name=choice]');
  function show(){ radios.forEach(function(r){ var p = document.getElementById('panel-' + r.value); if (p) p.hidden = !r.checked; }); }
  radios.forEach(function(r){ r.addEventListener('change', show); }); if (radios.length) show();
  document.querySelectorAll('form[data-pay]').forEach(function(form){
    form.addEventListener('submit', function(event){
      event.preventDefault();
      var body = new URLSearchParams(new FormData(form, event.submitter));
      form.querySelectorAll('button').forEach(function(b){ b.disabled = true; });
      fetch(form.action, { method: 'POST', body: body, headers: { accept: 'application/json' } })
        .then(function(r){ return r.json(); })
        .then(function(answer){
          if (answer.state === 'COMPLETED') return go(answer.target);
          if (answer.state === 'invalid') {
            form.querySelectorAll('button').forEach(function(b){ b.disabled = false; });
            var field = document.getElementById(answer.field); var error = document.getElementById(answer.field + '-error');
            if (error) { error.textContent = answer.message; error.hidden = false; }
            if (field) { field.setAttribute('aria-invalid', 'true'); field.focus(); }
            return;
          }
          reload();
        })
        .catch(reload);
    });
  });
  if (data.state === 'PROCESSING') {
    setInterval(function(){
      fetch(data.stateUrl, { headers: { accept: 'application/json' } }).then(function(r){ return r.json(); }).then(function(answer){
        if (answer.state === 'COMPLETED') go(answer.target); else if (answer.state !== 'PROCESSING') reload();
      }).catch(function(){});
    }, 1000);
  }
  if (data.state === 'COMPLETED') setTimeout(function(){ go(data.target); }, 1500);
  var focus = document.querySelector('[data-focus]'); if (focus) focus.focus();
})();`;

function errorLine(id: string, message: string | undefined) {
  return html`<p class="error" id="${id}-error" ${message ? '' : raw('hidden')}>${message ?? ''}</p>`;
}

function choosePanels(order: SandboxOrder, errors: FieldErrors, selected: 'mpesa' | 'card' | 'bank') {
  const amount = formatAmount(order.amount, order.currency);
  const hidden = html`<input type="hidden" name="OrderTrackingId" value="${order.trackingId}">`;
  const action = `${PAGE_BASE}/pay`;
  const invalid = (field: keyof FieldErrors) => (errors[field] ? raw('aria-invalid="true"') : '');
  const radio = (value: 'mpesa' | 'card' | 'bank') =>
    html`<label class="choice"><input type="radio" name="choice" value="${value}" ${value === selected ? raw('checked') : ''}> ${s(`method.${value}`)}</label>`;
  return html`
<fieldset><legend>${s('page.chooseMethod')}</legend>${radio('mpesa')}${radio('card')}${radio('bank')}</fieldset>
<section class="panel" id="panel-mpesa" aria-labelledby="h-mpesa"><h2 id="h-mpesa">${s('method.mpesa')}</h2>
<form method="post" action="${action}" data-pay novalidate>${hidden}<input type="hidden" name="method" value="mpesa">
<label for="phone">${s('mpesa.phone')}</label><p class="hint" id="phone-hint">${s('mpesa.phoneHint')}</p>
<input id="phone" name="phone" type="tel" autocomplete="tel" inputmode="tel" required aria-describedby="phone-hint phone-error" value="${order.billing.phone}" ${invalid('phone')}>
${errorLine('phone', errors.phone)}<button type="submit">${s('mpesa.pay')}</button></form></section>
<section class="panel" id="panel-card" aria-labelledby="h-card"><h2 id="h-card">${s('method.card')}</h2>
<form method="post" action="${action}" data-pay novalidate>${hidden}<input type="hidden" name="method" value="card">
<label for="card">${s('card.number')}</label><p class="hint" id="card-hint">${s('card.numberHint')}</p>
<input id="card" name="cardNumber" inputmode="numeric" autocomplete="cc-number" required aria-describedby="card-hint card-error" ${invalid('card')}>
<label for="expiry">${s('card.expiry')}</label><input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="12/30" required>
<label for="cvv">${s('card.cvv')}</label><input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" required>
<label for="card-name">${s('card.name')}</label><input id="card-name" name="cardName" autocomplete="cc-name">
${errorLine('card', errors.card)}<button type="submit">${s('card.pay', { amount })}</button></form></section>
<section class="panel" id="panel-bank" aria-labelledby="h-bank"><h2 id="h-bank">${s('method.bank')}</h2>
<form method="post" action="${action}" data-pay novalidate>${hidden}<input type="hidden" name="method" value="bank">
<label for="bank">${s('bank.choose')}</label><select id="bank" name="bank" aria-describedby="bank-error">
${Object.entries(BANKS).map(([id, name]) => html`<option value="${id}">${name}</option>`)}</select>
${errorLine('bank', errors.bank)}<button type="submit">${s('bank.pay')}</button></form></section>`;
}

function processingPanel(order: SandboxOrder, merchant: string) {
  const amount = formatAmount(order.amount, order.currency);
  const hidden = html`<input type="hidden" name="OrderTrackingId" value="${order.trackingId}">`;
  const action = `${PAGE_BASE}/respond`;
  if (order.method === 'bank') {
    const bank = BANKS[order.payer as keyof typeof BANKS] ?? order.payer;
    return html`<section class="panel phone" aria-labelledby="h-prompt"><h2 id="h-prompt" tabindex="-1" data-focus>${s('bank.promptTitle', { bank })}</h2>
<p>${s('bank.promptText', { amount, merchant })}</p><form method="post" action="${action}" data-pay>${hidden}
<button type="submit" name="answer" value="approve">${s('bank.approve')}</button>
<button type="submit" name="answer" value="decline" class="secondary">${s('bank.decline')}</button></form></section>`;
  }
  const phone = `+${order.payer}`;
  return html`<section class="panel phone" aria-labelledby="h-prompt"><h2 id="h-prompt" tabindex="-1" data-focus>${s('mpesa.promptTitle')}</h2>
<p role="status">${s('mpesa.promptText', { amount, phone })}</p><form method="post" action="${action}" data-pay>${hidden}
<button type="submit" name="answer" value="approve">${s('mpesa.approve')}</button>
<button type="submit" name="answer" value="cancel" class="secondary">${s('mpesa.cancel')}</button>
<button type="submit" name="answer" value="wrong_pin" class="secondary">${s('mpesa.wrongPin')}</button>
<button type="submit" name="answer" value="timeout" class="secondary">${s('mpesa.timeout')}</button></form></section>`;
}

function finalPanel(order: SandboxOrder, merchant: string) {
  const text = order.state === 'COMPLETED' ? s('done.completed') : order.state === 'REVERSED' ? s('done.reversed') : s('done.cancelled');
  const target = order.redirectMode === 'PARENT_WINDOW' ? '_parent' : '_top';
  return html`<div class="alert ok" role="status"><p tabindex="-1" data-focus><strong>${text}</strong></p>
${order.state === 'COMPLETED' ? html`<p>${s('done.redirecting')}</p>` : ''}
<p><a href="${callbackTarget(order)}" target="${target}">${s('done.return', { merchant })}</a></p></div>`;
}

/** The whole page for an order, in its current state. */
export function renderPage(
  order: SandboxOrder,
  merchant: string,
  errors: FieldErrors = {},
  selected: 'mpesa' | 'card' | 'bank' = order.method ?? 'mpesa',
) {
  const indexUrl = `${PAGE_BASE}/Index?OrderTrackingId=${order.trackingId}`;
  const data = {
    state: order.state,
    redirectMode: order.redirectMode,
    indexUrl,
    stateUrl: `${PAGE_BASE}/state?OrderTrackingId=${order.trackingId}`,
    target: callbackTarget(order),
  };
  const failed = order.state === 'FAILED' && canPay(order);
  const body =
    order.state === 'PROCESSING'
      ? processingPanel(order, merchant)
      : canPay(order)
        ? choosePanels(order, errors, selected)
        : finalPanel(order, merchant);
  const cancelLink =
    order.cancellationUrl && canPay(order)
      ? html`<p><a href="${withOrderParams(order.cancellationUrl, order.trackingId, order.merchantReference)}" target="${order.redirectMode === 'PARENT_WINDOW' ? '_parent' : '_top'}">${s('page.cancel')}</a></p>`
      : '';
  return html`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${s('page.title', { merchant })}</title><style>${raw(STYLE)}</style></head>
<body><main><h1>${s('page.title', { merchant })}</h1><p class="note">${s('page.sandboxNote')}</p>
<dl><dt>${s('page.merchant')}</dt><dd>${merchant}</dd><dt>${s('page.amount')}</dt><dd class="amount">${formatAmount(order.amount, order.currency)}</dd>
<dt>${s('page.reference')}</dt><dd>${order.merchantReference}</dd><dt>${s('page.description')}</dt><dd>${order.description}</dd></dl>
${failed ? html`<div class="alert" role="alert"><p tabindex="-1" data-focus>${s('page.lastAttemptFailed', { detail: order.detail ?? '' })}</p></div>` : ''}
${body}${cancelLink}
<script type="application/json" id="sandbox-data">${raw(JSON.stringify(data).replace(/</g, '\\u003c'))}</script>
<script>${raw(SCRIPT)}</script></main></body></html>`;
}

/** The page for a link whose order does not exist. */
export function renderNotFound() {
  return html`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${s('page.notFound')}</title><style>${raw(STYLE)}</style></head><body><main><h1>${s('page.notFound')}</h1></main></body></html>`;
}
