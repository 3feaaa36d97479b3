import type { Translate } from '../../i18n/index.ts';

/**
 * The installation's order line (issue 48): one line with this product id beside the goods (no
 * product page, no stock, no serial), so totals, VAT, invoices and messages carry it. Kept apart
 * from the pricing so the pages that list lines carry only this.
 */
export const INSTALLATION_ITEM = 'installation';

/** Whether an order line is the installation rather than goods. */
export function isInstallationLine(line: { productId: string | null }): boolean {
  return line.productId === INSTALLATION_ITEM;
}

/** A line as the customer's pages list it: "Deye 5 kW inverter × 2", the installation in the page's language without a quantity (its line is kept in English). */
export function lineWords(line: { productId: string; productName: string; quantity: number }, t: Translate): string {
  return isInstallationLine(line) ? t('installation.lineItem') : t('orders.item', { name: line.productName, quantity: line.quantity });
}
