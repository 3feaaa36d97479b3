import { translationsFor } from '../../i18n/index.ts';
import type { InstallationQuoteAnswer, SlotsAnswer } from '../../api/installation.ts';
import { countyOf } from '../../lib/delivery/counties.ts';
import { formatKes } from '../../lib/money.ts';
import { pageLocale } from '../../i18n/page-locale.ts';
import { dayChoices } from './installation-days.ts';
import { installDay } from '../../lib/messages/installation-dates.ts';
import type { PlanChoice } from './layby-offer.ts';

const t = translationsFor(pageLocale());

/**
 * The open days for the delivery county: not asked (no county, a lay-by), being asked, failed, or
 * the answer for `county`, kept while it is asked again (a refused day): the picker stays usable.
 */
export type SlotsState =
  { state: 'idle' | 'loading' | 'failed' } | { state: 'ready'; county: string; answer: SlotsAnswer; refreshing: boolean };

interface Props {
  /** The quote's installation for this cart (null: nothing to install, or the shop books none). */
  offer: InstallationQuoteAnswer | null;
  county: string;
  wanted: boolean;
  onWanted: (wanted: boolean) => void;
  plan: PlanChoice;
  day: string;
  onDay: (day: string) => void;
  slots: SlotsState;
  onRetry: () => void;
  /** Why the day cannot be booked (initiate's 409, or none chosen), shown beside the picker. */
  error: string | null;
}

export const DAY_FIELD = 'checkout-installation-day';

function DayPicker({ day, onDay, slots, onRetry, error }: Pick<Props, 'day' | 'onDay' | 'slots' | 'onRetry' | 'error'>) {
  const choices = slots.state === 'ready' ? dayChoices(slots.answer.slots) : [];
  const asking = slots.state === 'loading' || (slots.state === 'ready' && slots.refreshing);
  const described = [`${DAY_FIELD}-hint`, error ? `${DAY_FIELD}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="checkout-field" aria-busy={asking}>
      <label htmlFor={DAY_FIELD}>{t('installation.checkout.day')}</label>
      <select
        id={DAY_FIELD}
        value={day}
        disabled={slots.state !== 'ready' || choices.length === 0}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(event) => onDay(event.target.value)}
      >
        <option value="">{t('installation.checkout.chooseDay')}</option>
        {choices.map((choice) => {
          const date = installDay(choice.date, t.locale, 'weekday');
          return (
            <option key={choice.date} value={choice.date} disabled={choice.full}>
              {choice.full
                ? t('installation.checkout.dayFull', { date })
                : t('installation.checkout.dayOption', { date, count: choice.available })}
            </option>
          );
        })}
      </select>
      <div aria-live="polite">
        {asking && <p className="checkout-note">{t('installation.checkout.loadingDays')}</p>}
        {slots.state === 'failed' && (
          <p className="checkout-note">
            {t('installation.checkout.daysFailed')}{' '}
            <button type="button" className="button button--ghost" onClick={onRetry}>
              {t('installation.checkout.retry')}
            </button>
          </p>
        )}
        {slots.state === 'ready' && !asking && choices.length === 0 && <p className="checkout-note">{t('installation.checkout.noDays')}</p>}
      </div>
      <p id={`${DAY_FIELD}-hint`} className="checkout-field__hint">
        {t('installation.checkout.dayHint')}
      </p>
      {error && (
        <p id={`${DAY_FIELD}-error`} className="checkout-field__error" role="alert" data-testid="installation-error">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * "Installation" at checkout (issue 48): add or remove it at its price for the delivery county,
 * the licence class it needs and what it includes, and the day from the county's open days
 * (a lay-by's is chosen once paid in full). A county the technicians do not reach says so.
 */
export function InstallationSection(props: Props) {
  const { offer, county, wanted, onWanted, plan } = props;
  if (!offer) return null;
  const countyName = countyOf(county)?.name;
  return (
    <fieldset className="checkout-installation" data-testid="checkout-installation">
      <legend>{t('installation.checkout.title')}</legend>
      {!offer.offered ? (
        <p className="checkout-note">{t('installation.notServed', { county: countyName ?? county })}</p>
      ) : (
        <>
          <div className="checkout-check">
            <input id="checkout-installation" type="checkbox" checked={wanted} onChange={(event) => onWanted(event.target.checked)} />
            <label htmlFor="checkout-installation">
              {t(offer.priceFor === 'county' ? 'installation.checkout.add' : 'installation.checkout.addFrom', {
                price: formatKes(offer.priceCents, t.locale),
              })}
            </label>
          </div>
          <p className="checkout-note">{t('installation.checkout.licence', { class: offer.requiredClass })}</p>
          <p className="checkout-installation__includes">{t('installation.checkout.includes')}</p>
          <ul className="checkout-installation__list">
            {offer.includes.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          {wanted &&
            (offer.priceFor !== 'county' ? (
              <p className="checkout-note">{t('installation.checkout.chooseCounty')}</p>
            ) : plan === 'layby' ? (
              <p className="checkout-note" data-testid="installation-layby">
                {t('installation.checkout.layby')}
              </p>
            ) : (
              <DayPicker {...props} />
            ))}
        </>
      )}
    </fieldset>
  );
}
