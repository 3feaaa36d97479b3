// First: this island's strings, in its page's language, arrive before it draws (src/build/island-strings.ts).
import 'virtual:island-strings';
import { translationsFor } from '../i18n/index.ts';
import { localizedPath } from '../i18n/locales.ts';
import { formatDateTime } from '../lib/date-time.ts';
import { formatKes } from '../lib/money.ts';
import { orderReference, orderStatusName, paymentMethodName } from '../lib/order-display.ts';
import { accountTransactions } from '../client/account.ts';
import type { OrderStatus } from '../lib/order-types.ts';
import { useSignedIn } from './useSignedIn.ts';
import { pageLocale } from '../i18n/page-locale.ts';
import { InvoiceLink } from './order/InvoiceLink.tsx';

const t = translationsFor(pageLocale());

/** Orders whose money was received (each payment, or the driver's collection, has its tax invoice), refunded ones included. */
const INVOICED: readonly OrderStatus[] = ['paid', 'refund_requested', 'refunded'];

/** /account: the signed-in customer's e-mail and their orders, newest first, each with its payment as it stands. */
export default function AccountPage() {
  const { user, data: transactions, failed } = useSignedIn(accountTransactions, 'account');

  if (!user)
    return (
      <div className="account">
        <h1>{t('account.title')}</h1>
        <p className="account__loading">{t('account.loading')}</p>
      </div>
    );

  return (
    <div className="account">
      <h1>{t('account.title')}</h1>
      <p>{t('account.email', { email: user.email })}</p>
      <h2>{t('account.orders')}</h2>
      <div aria-live="polite">
        {failed ? (
          <p className="account__error">{t('account.loadError')}</p>
        ) : transactions === null ? (
          <p>{t('account.loading')}</p>
        ) : transactions.length === 0 ? (
          <p>{t('account.empty')}</p>
        ) : (
          <ul className="account__list">
            {transactions.map((tx) => (
              <li key={tx.id} className="account__item">
                <h3 className="account__reference">{t('orders.order', { id: orderReference(tx.id) })}</h3>
                <p>{t('account.status', { status: orderStatusName(tx.status, t) })}</p>
                <p>{t('account.method', { method: paymentMethodName(tx.reportedMethod, tx.chosenMethod, t) })}</p>
                <p>{t('account.amount', { amount: formatKes(tx.amountCents, t.locale) })}</p>
                <p className="account__muted">{t('account.created', { date: formatDateTime(tx.createdAt, t.locale) })}</p>
                {INVOICED.includes(tx.status) && <InvoiceLink orderId={tx.id} phone={tx.phone} />}
              </li>
            ))}
          </ul>
        )}
      </div>
      <p className="account__links">
        <a className="account__button" href={localizedPath('/shop', t.locale)}>
          {t('account.continueShopping')}
        </a>
        <a href={localizedPath('/orders', t.locale)}>{t('account.orderHistory')}</a>
      </p>
    </div>
  );
}
