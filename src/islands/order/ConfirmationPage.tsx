// First: this island's strings, in its page's language, arrive before it draws (src/build/island-strings.ts).
import 'virtual:island-strings';
import { useState } from 'react';
import { translationsFor } from '../../i18n/index.ts';
import ErrorBoundary from '../ErrorBoundary.tsx';
import { OrderConfirmation } from './OrderConfirmation.tsx';
import { pageLocale } from '../../i18n/page-locale.ts';

const t = translationsFor(pageLocale());

function Confirmation() {
  const [orderId] = useState(() => new URLSearchParams(window.location.search).get('order')?.trim() ?? '');
  return orderId ? (
    <OrderConfirmation orderId={orderId} lead />
  ) : (
    <p className="payment-error" role="alert">
      {t('confirm.noOrder')}
    </p>
  );
}

/** /checkout/confirmation?order={id}: where checkout ends for cash on delivery (the order, its reference, what comes next). */
export default function ConfirmationPage() {
  return (
    <ErrorBoundary>
      <Confirmation />
    </ErrorBoundary>
  );
}
