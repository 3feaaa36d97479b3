import { translationsFor } from '../../i18n/index.ts';
import type { AccountOrder } from '../../api/account.ts';
import { formatDateTime } from '../../lib/date-time.ts';
import { pageLocale } from '../../i18n/page-locale.ts';

const t = translationsFor(pageLocale());

/** Where an order is, oldest step first, each dated when it has a date: the same steps and words as /track (lib/orders/track-html.ts). */
export function OrderTimeline({ steps }: { steps: AccountOrder['timeline'] }) {
  return (
    <ol className="timeline">
      {steps.map((step) => (
        <li key={step.event} className="timeline__step">
          <span className="timeline__event">{t(`track.event.${step.event}`)}</span>
          {step.at && (
            <>
              {' '}
              <time dateTime={step.at}>{formatDateTime(step.at, t.locale)}</time>
            </>
          )}
        </li>
      ))}
    </ol>
  );
}
