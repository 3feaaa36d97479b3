import type { Translate } from '../../i18n/index.ts';
import type { TaxBuyer } from '../order-types.ts';

/** The business a tax invoice is made out to, in one line as every page shows it: "Kilimo Bora Ltd, KRA PIN P051234567X". */
export function taxBuyerWords(buyer: TaxBuyer, t: Translate): string {
  return t('confirm.taxBuyer', { name: buyer.businessName, pin: buyer.kraPin });
}
