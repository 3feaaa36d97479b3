import { translationsFor } from '../../i18n/index.ts';
import { pageLocale } from '../../i18n/page-locale.ts';
import type { CashMethod } from '../../lib/orders/cash-collection.ts';

const t = translationsFor(pageLocale());

/** How money was handed over, cash in hand or M-PESA to the shop's till: the cash collection's and the lay-by's payment at the shop. */
export function CashMethodChoice(props: { legend: string; method: CashMethod; onChange: (method: CashMethod) => void }) {
  return (
    <fieldset className="admin-cash__method">
      <legend>{props.legend}</legend>
      {(['cash', 'mpesa'] as const).map((choice) => (
        <label key={choice} className="admin-cash__choice">
          <input type="radio" name="method" value={choice} checked={props.method === choice} onChange={() => props.onChange(choice)} />{' '}
          {t(`admin.cash.method.${choice}`)}
        </label>
      ))}
    </fieldset>
  );
}
