import { translationsFor } from '../../i18n/index.ts';
import { localizedPath } from '../../i18n/locales.ts';
import { pageLocale } from '../../i18n/page-locale.ts';
import { orderReference } from '../../lib/order-display.ts';

const t = translationsFor(pageLocale());

/**
 * The order's tax invoice: a form posting its phone and reference to /invoice, as /track's does,
 * so it opens on a plain navigation (the page needs no token) and prints from there.
 */
export function InvoiceLink({ orderId, phone }: { orderId: string; phone: string }) {
  return (
    <form className="invoice-link" method="post" action={localizedPath('/invoice', t.locale)}>
      <input type="hidden" name="phone" value={phone} />
      <input type="hidden" name="reference" value={orderReference(orderId)} />
      <button type="submit" className="account__button">
        {t('invoice.link')}
      </button>
    </form>
  );
}
