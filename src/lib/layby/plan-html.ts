import type { LaybyPlanAnswer } from '../../api/account.ts';
import type { Translate } from '../../i18n/index.ts';
import { attr, escapeHtml } from '../html.ts';
import { formatKes } from '../money.ts';
import type { PaymentMethod } from '../order-types.ts';
import { payHint, paymentLines, planFacts, planNote, progressLabel, suggestedAmount, takesPayment } from './plan-words.ts';

/** The pay form on /track: where it posts, the phone and reference it carries, and the amount sent back with its error. */
export interface PlanPayForm {
  action: string;
  phone: string;
  reference: string;
  /** The amount as typed, kept when it was refused. */
  amount?: string;
  error?: string;
}

/** The plan's pay form: the amount in whole shillings, prefilled with the suggested amount, within the plan's bounds; no script needed. */
function payFormHtml(plan: LaybyPlanAnswer, form: PlanPayForm, t: Translate): string {
  const id = 'layby-amount';
  const value = form.amount ?? String(suggestedAmount(plan) / 100);
  return (
    `<form class="plan__pay" method="post"${attr('action', form.action)} aria-labelledby="layby-pay-heading">` +
    `<input type="hidden" name="phone"${attr('value', form.phone)}><input type="hidden" name="reference"${attr('value', form.reference)}>` +
    `<h4 id="layby-pay-heading">${escapeHtml(t('laybyTrack.pay.heading'))}</h4>` +
    `<div class="form-field">` +
    `<label for="${id}">${escapeHtml(t('laybyTrack.pay.amount'))}<span aria-hidden="true"> *</span></label>` +
    `<p class="form-field__hint" id="${id}-hint">${escapeHtml(payHint(plan, t))}</p>` +
    `<input id="${id}" name="amount" type="number" inputmode="numeric" step="1" required` +
    `${attr('min', String(plan.minInstalmentCents / 100))}${attr('max', String(plan.maxInstalmentCents / 100))}${attr('value', value)}` +
    `${attr('aria-invalid', form.error ? 'true' : null)} aria-describedby="${id}-hint ${id}-error">` +
    `<p class="form-field__error" id="${id}-error" data-error-for="amount">${escapeHtml(form.error ?? '')}</p>` +
    `</div>` +
    `<button class="button" type="submit">${escapeHtml(t('laybyTrack.pay.submit'))}</button>` +
    `</form>`
  );
}

/**
 * A lay-by order's plan on /track (issue 47): what is paid of the total and the balance, the end
 * date, where it stands, the next suggested date and amount, each payment with its M-PESA code
 * (and whether it was kept as the fee or returned), and, while it takes payments, the form to pay
 * the next amount (`pay`; null where payments are off).
 */
export function laybyPlanHtml(plan: LaybyPlanAnswer, chosenMethod: PaymentMethod, t: Translate, pay: PlanPayForm | null): string {
  const facts = planFacts(plan, t)
    .map((fact) => `<div><dt>${escapeHtml(fact.label)}</dt><dd data-testid="plan-${fact.id}">${escapeHtml(fact.value)}</dd></div>`)
    .join('');
  const lines = paymentLines(plan, chosenMethod, t);
  const payments = lines.length
    ? `<p class="plan__muted">${escapeHtml(t('laybyTrack.paymentsCount', { count: lines.length }))}</p>` +
      `<ol class="plan__payments">${lines
        .map(
          (line) =>
            `<li><span class="plan__payment"><strong>${escapeHtml(line.amount)}</strong> <time${attr('datetime', line.at)}>${escapeHtml(line.date)}</time></span>` +
            `<span class="plan__muted plan__code">${escapeHtml(line.how)}</span>` +
            (line.note ? `<span class="plan__tag">${escapeHtml(line.note)}</span>` : '') +
            `</li>`,
        )
        .join('')}</ol>`
    : `<p>${escapeHtml(t('laybyTrack.noPayments', { deposit: formatKes(plan.depositCents, t.locale) }))}</p>`;
  return (
    `<section class="plan" aria-labelledby="layby-heading" data-testid="layby-plan">` +
    `<h3 id="layby-heading">${escapeHtml(t('laybyTrack.heading'))}</h3>` +
    `<progress class="plan__progress"${attr('max', String(plan.totalCents))}${attr('value', String(plan.paidCents))}${attr('aria-label', progressLabel(plan, t))}></progress>` +
    `<dl class="plan__facts">${facts}</dl>` +
    `<p>${escapeHtml(planNote(plan, t))}</p>` +
    (pay && takesPayment(plan) ? payFormHtml(plan, pay, t) : '') +
    `<h4>${escapeHtml(t('laybyTrack.payments'))}</h4>${payments}` +
    `</section>`
  );
}
