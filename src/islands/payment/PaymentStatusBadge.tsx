import type { PaymentStatus } from '../../lib/payment-status.ts';
import { translationsFor } from '../../i18n/index.ts';
import { pageLocale } from '../../i18n/page-locale.ts';

const t = translationsFor(pageLocale());

/** The status with its light: pulsing yellow while waiting, green when completed, red when it failed. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const tone = status === 'COMPLETED' ? ' is-done' : status === 'PENDING' ? '' : ' is-failed';
  return (
    <p className={`payment-status${tone}`} role="status" aria-live="polite">
      <span className="payment-status__dot" aria-hidden="true" />
      <span className="visually-hidden">{t('payment.status.label')}: </span>
      <span data-testid="payment-status" data-status={status}>
        {t(`payment.status.${status}`)}
      </span>
    </p>
  );
}
