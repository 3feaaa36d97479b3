import { useEffect, useRef } from 'react';
import { translationsFor } from '../../i18n/index.ts';
import { localizedPath } from '../../i18n/locales.ts';
import { pageLocale } from '../../i18n/page-locale.ts';

const t = translationsFor(pageLocale());

/**
 * Why the order was refused, in the server's words, taking focus when it says something new; with
 * a link to the cart when the fix is there (`fixInCart`: fewer left than a line asks for).
 */
export function CheckoutAlert({ message, fixInCart }: { message: string | null; fixInCart: boolean }) {
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) alertRef.current?.focus();
  }, [message]);
  return (
    <div ref={alertRef} role="alert" tabIndex={-1} className={message ? 'checkout-alert' : 'checkout-alert is-empty'}>
      {message}
      {fixInCart && message && (
        <>
          {' '}
          <a href={localizedPath('/cart', t.locale)}>{t('checkout.changeCart')}</a>
        </>
      )}
    </div>
  );
}
