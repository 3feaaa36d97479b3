import type { Translate } from '../../i18n/index.ts';
import { formatLongDate } from '../date-time.ts';
import { escapeHtml } from '../html.ts';
import { lookupFormHtml, type LookupFormState } from '../orders/track-html.ts';
import type { TestSummary } from './commissioning.ts';

/**
 * The installation's completion and commissioning certificate (reference §4 item 2), as the
 * customer opens it on /installation-certificate with their phone and reference: the site, the
 * day, each component with its make, model and serial, the technician with their EPRA licence, the
 * test results, the workmanship warranty's last day, and boxes to sign. Printed, it is the page.
 */

export interface CertificateView {
  shop: string;
  reference: string;
  owner: string;
  site: { address: string; county: string };
  completedOn: string;
  components: Array<{ make: string; model: string; serial: string }>;
  technician: { name: string; licenceNumber: string; licenceClass: string } | null;
  contractorLicence: string | null;
  summary: TestSummary | null;
  workmanshipUntil: string | null;
}

const row = (label: string, value: string) => `<div><dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd></div>`;
const number = (value: number, locale: string) => new Intl.NumberFormat(locale === 'sw' ? 'sw-KE' : 'en-KE').format(value);

/** The lookup form, as /track's and /invoice's: the phone the order was placed with and its reference. */
export function certificateFormHtml(state: LookupFormState, t: Translate): string {
  return lookupFormHtml('certificate', state, t('installationJob.certificate.submit'), t);
}

function testsHtml(summary: TestSummary | null, t: Translate): string {
  if (!summary) return '';
  const verdict = (pass: boolean) => t(pass ? 'installationJob.certificate.pass' : 'installationJob.certificate.fail');
  const items = [
    ...summary.readings.map(
      (r) =>
        `${t(`installationJob.certificate.reading.${r.check}`, {
          string: r.string,
          measured: number(r.measured, t.locale),
          expected: number(r.expected, t.locale),
          deviation: number(r.deviationPct, t.locale),
          tolerance: number(r.tolerancePct, t.locale),
        })}: ${verdict(r.pass)}`,
    ),
    ...summary.checks.map(
      (c) =>
        `${t(c.check === 'polarity' ? 'installationJob.field.string.polarity' : `installationJob.field.${c.check}`)}: ${verdict(c.pass)}`,
    ),
    ...(summary.continuityOhm !== null
      ? [t('installationJob.certificate.continuity', { value: number(summary.continuityOhm, t.locale) })]
      : []),
    ...(summary.insulationMohm !== null
      ? [t('installationJob.certificate.insulation', { value: number(summary.insulationMohm, t.locale) })]
      : []),
  ];
  return (
    `<h3>${escapeHtml(t('installationJob.certificate.tests'))}</h3><ul data-testid="certificate-tests">` +
    items.map((item) => `<li>${escapeHtml(item)}</li>`).join('') +
    `</ul><p><strong>${escapeHtml(t(summary.passed ? 'installationJob.certificate.passed' : 'installationJob.certificate.failed'))}</strong></p>`
  );
}

export function installationCertificateHtml(view: CertificateView, t: Translate): string {
  const components = view.components
    .map((c) => `<tr><td>${escapeHtml([c.make, c.model].filter(Boolean).join(' '))}</td><td><code>${escapeHtml(c.serial)}</code></td></tr>`)
    .join('');
  const sign = (label: string) =>
    `<div class="install-certificate__sign"><span>${escapeHtml(label)}</span><span class="install-certificate__line"></span></div>`;
  return (
    `<section class="tax-invoice install-certificate" aria-labelledby="install-certificate-heading" data-testid="installation-certificate">` +
    `<h2 id="install-certificate-heading">${escapeHtml(t('installationJob.certificate.heading'))}</h2>` +
    `<p>${escapeHtml(t('installationJob.certificate.issued', { shop: view.shop, reference: view.reference, name: view.owner }))}</p>` +
    `<dl class="tax-invoice__facts">` +
    row(t('installationJob.certificate.site'), `${view.site.address}, ${view.site.county}`) +
    row(t('installationJob.certificate.date'), formatLongDate(view.completedOn, t.locale)) +
    (view.technician
      ? row(t('installationJob.certificate.technician'), view.technician.name) +
        row(
          t('installationJob.certificate.licence'),
          t('installationJob.certificate.licenceValue', { number: view.technician.licenceNumber, class: view.technician.licenceClass }),
        )
      : '') +
    (view.contractorLicence ? row(t('installationJob.certificate.contractor'), view.contractorLicence) : '') +
    `</dl>` +
    `<div class="tax-invoice__scroll"><table><caption>${escapeHtml(t('installationJob.certificate.components'))}</caption>` +
    `<thead><tr><th scope="col">${escapeHtml(t('installationJob.certificate.make'))}</th><th scope="col">${escapeHtml(t('installationJob.certificate.serial'))}</th></tr></thead>` +
    `<tbody>${components}</tbody></table></div>` +
    testsHtml(view.summary, t) +
    (view.workmanshipUntil
      ? `<p data-testid="workmanship-until">${escapeHtml(t('installationJob.certificate.workmanship', { date: formatLongDate(view.workmanshipUntil, t.locale) }))}</p>`
      : '') +
    `<h3>${escapeHtml(t('installationJob.certificate.signatures'))}</h3>` +
    sign(t('installationJob.certificate.signTechnician')) +
    sign(t('installationJob.certificate.signContractor')) +
    sign(t('installationJob.certificate.signCustomer', { date: formatLongDate(view.completedOn, t.locale) })) +
    `<button class="button tax-invoices__print" type="button" data-print data-needs-js>${escapeHtml(t('installationJob.certificate.print'))}</button>` +
    `</section>`
  );
}
