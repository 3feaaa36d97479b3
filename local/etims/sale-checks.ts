import type { SaleRequest } from './requests.ts';
import type { StandInState } from './state.ts';

/**
 * What the stand-in checks of a sale or credit note beyond its fields' shapes, as KRA would (and,
 * for credit notes, as Odoo checks before sending because KRA may not: reference
 * kra-etims-oscu.md §11): registered items, KRA's rates, the tax sums per type, and a credit
 * note's original. Each answers the 910 message for the first fault, or null.
 */

const TYPES = ['A', 'B', 'C', 'D', 'E'] as const;

/** Shillings to whole cents (the body's amounts have at most two decimals, checked before). */
const c = (shillings: number) => Math.round(shillings * 100);
const kes = (cents: number) => (cents / 100).toFixed(2);

export function saleFault(state: StandInState, tin: string, bhfId: string, sale: SaleRequest): string | null {
  if (sale.totItemCnt !== sale.itemList.length) return `totItemCnt: ${sale.totItemCnt}, but itemList has ${sale.itemList.length} lines`;
  for (const type of TYPES) {
    const rate = state.taxRates[type] ?? 0;
    if (c(sale[`taxRt${type}`]) !== c(rate)) return `taxRt${type}: ${sale[`taxRt${type}`]} is not the rate of tax type ${type} (${rate})`;
  }
  for (const [index, line] of sale.itemList.entries()) {
    const at = `itemList[${index}]`;
    if (line.itemSeq !== index + 1) return `${at}.itemSeq: expected ${index + 1}, not ${line.itemSeq}`;
    const item = state.items.find((i) => i.tin === tin && i.itemCd === line.itemCd);
    if (!item) return `${at}.itemCd: ${line.itemCd} is not registered (saveItem first)`;
    if (item.useYn !== 'Y') return `${at}.itemCd: ${line.itemCd} is not in use (useYn N)`;
    const rate = state.taxRates[line.taxTyCd] ?? 0;
    const expectedTax = Math.round((c(line.taxblAmt) * rate) / 100);
    if (Math.abs(c(line.taxAmt) - expectedTax) > 1)
      return `${at}.taxAmt: ${kes(c(line.taxAmt))} is not ${rate}% of taxblAmt ${kes(c(line.taxblAmt))} (${kes(expectedTax)})`;
    if (c(line.totAmt) !== c(line.taxblAmt) + c(line.taxAmt))
      return `${at}.totAmt: ${kes(c(line.totAmt))} is not taxblAmt + taxAmt (${kes(c(line.taxblAmt) + c(line.taxAmt))})`;
  }
  let taxable = 0;
  let tax = 0;
  for (const type of TYPES) {
    const lines = sale.itemList.filter((l) => l.taxTyCd === type);
    const sumTaxable = lines.reduce((s, l) => s + c(l.taxblAmt), 0);
    const sumTax = lines.reduce((s, l) => s + c(l.taxAmt), 0);
    if (c(sale[`taxblAmt${type}`]) !== sumTaxable)
      return `taxblAmt${type}: ${kes(c(sale[`taxblAmt${type}`]))} is not the sum of the type ${type} lines (${kes(sumTaxable)})`;
    if (c(sale[`taxAmt${type}`]) !== sumTax)
      return `taxAmt${type}: ${kes(c(sale[`taxAmt${type}`]))} is not the sum of the type ${type} lines (${kes(sumTax)})`;
    taxable += sumTaxable;
    tax += sumTax;
  }
  if (c(sale.totTaxblAmt) !== taxable) return `totTaxblAmt: ${kes(c(sale.totTaxblAmt))} is not the sum of taxblAmtA-E (${kes(taxable)})`;
  if (c(sale.totTaxAmt) !== tax) return `totTaxAmt: ${kes(c(sale.totTaxAmt))} is not the sum of taxAmtA-E (${kes(tax)})`;
  if (c(sale.totAmt) !== taxable + tax) return `totAmt: ${kes(c(sale.totAmt))} is not totTaxblAmt + totTaxAmt (${kes(taxable + tax)})`;
  return sale.rcptTyCd === 'R' ? creditFault(state, tin, bhfId, sale) : sale.orgInvcNo === 0 ? null : 'orgInvcNo: must be 0 for a sale (S)';
}

function creditFault(state: StandInState, tin: string, bhfId: string, credit: SaleRequest): string | null {
  if (!credit.rfdRsnCd) return 'rfdRsnCd: is required for a credit note (R)';
  if (!/^(0[1-9]|1[0-3])$/.test(credit.rfdRsnCd)) return `rfdRsnCd: ${credit.rfdRsnCd} is not a refund reason (code class 32)`;
  const original = state.invoices.find((i) => i.tin === tin && i.bhfId === bhfId && i.invcNo === credit.orgInvcNo);
  if (!original) return `orgInvcNo: ${credit.orgInvcNo} is no invoice signed on branch ${bhfId}`;
  if (original.rcptTyCd !== 'S') return `orgInvcNo: ${credit.orgInvcNo} is a credit note, not a sale`;
  if ((credit.custTin ?? null) !== original.custTin)
    return `custTin: ${credit.custTin ?? 'none'} is not the PIN of the original invoice ${original.invcNo} (${original.custTin ?? 'none'})`;
  if (credit.cfmDt < original.cfmDt) return `cfmDt: ${credit.cfmDt} is before the original invoice's ${original.cfmDt}`;
  const credited = state.invoices
    .filter((i) => i.tin === tin && i.bhfId === bhfId && i.rcptTyCd === 'R' && i.orgInvcNo === original.invcNo)
    .reduce((s, i) => s + c(i.totAmt), 0);
  if (credited + c(credit.totAmt) > c(original.totAmt))
    return `totAmt: ${kes(c(credit.totAmt))} with ${kes(credited)} credited before passes the original invoice's ${kes(c(original.totAmt))}`;
  return null;
}
