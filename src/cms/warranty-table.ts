import { escapeHTML } from '@portabletext/to-html';
import type { Translate } from '../i18n/index.ts';
import { WORKMANSHIP_MONTHS, warrantyPeriod, type WarrantyTerms } from '../lib/warranty/terms.ts';

/** One product family's default warranty, as the warranty policy's table shows it. */
export interface WarrantyRow extends WarrantyTerms {
  /** The category's name in the page's language. */
  name: string;
}

/**
 * The warranty policy's periods table, drawn from the categories' defaults (the figures product
 * pages fall back to), then our own workmanship warranty; in the page's language, as the policy's
 * own tables are rendered (rich-text.ts).
 */
export function warrantyTableHtml(rows: readonly WarrantyRow[], t: Translate): string {
  const row = (name: string, months: number, covers: string) =>
    `<tr><th scope="row">${escapeHTML(name)}</th><td>${escapeHTML(warrantyPeriod(months, t))}</td><td>${escapeHTML(covers)}</td></tr>`;
  const head = (['warranty.table.product', 'warranty.table.period', 'warranty.table.covers'] as const)
    .map((key) => `<th scope="col">${escapeHTML(t(key))}</th>`)
    .join('');
  const body = [
    ...rows.map((r) => row(r.name, r.months, r.covers)),
    row(t('warranty.table.workmanship'), WORKMANSHIP_MONTHS, t('warranty.table.workmanshipCovers')),
  ].join('');
  return (
    `<div class="rich-table"><table><caption>${escapeHTML(t('warranty.table.caption'))}</caption>` +
    `<thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div>`
  );
}
