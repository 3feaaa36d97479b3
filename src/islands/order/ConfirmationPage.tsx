// First: a Kiswahili page's strings arrive before this island draws.
import '../../i18n/browser.ts';
import { useState } from 'react';
import { t } from '../../i18n/index.ts';
import ErrorBoundary from '../ErrorBoundary.tsx';
import { OrderConfirmation } from './OrderConfirmation.tsx';

function Confirmation() {
  const [orderId] = useState(() => new URLSearchParams(window.location.search).get('order')?.trim() ?? '');
  return orderId ? <OrderConfirmation orderId={orderId} lead /> : <p className="payment-error" role="alert">{t('confirm.noOrder')}</p>;
}

/** /checkout/confirmation?order={id}: where checkout ends for cash on delivery (the order, its reference, what comes next). */
export default function ConfirmationPage() {
  return (
    <ErrorBoundary>
      <Confirmation />
    </ErrorBoundary>
  );
}
