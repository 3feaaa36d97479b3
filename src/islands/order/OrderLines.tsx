import { translationsFor } from '../../i18n/index.ts';
import type { OrderItem } from '../../lib/order-types.ts';
import { formatKes } from '../../lib/money.ts';
import { pageLocale } from '../../i18n/page-locale.ts';
import { lineWords } from '../../lib/installation/line.ts';

const t = translationsFor(pageLocale());

/** What an order holds, one line per product ("5 kW Grid-tie Kit × 1 … KSh 399,000"), the same on every screen. */
export function OrderLines({
  lines,
}: {
  lines: ReadonlyArray<Pick<OrderItem, 'productId' | 'productName' | 'quantity' | 'lineTotalCents'>>;
}) {
  return (
    <ul className="order-lines">
      {lines.map((line) => (
        <li key={line.productId}>
          <span>{lineWords(line, t)}</span>
          <span>{formatKes(line.lineTotalCents, t.locale)}</span>
        </li>
      ))}
    </ul>
  );
}
