import { translationsFor } from '../../i18n/index.ts';
import { localizedPath } from '../../i18n/locales.ts';
import { pageLocale } from '../../i18n/page-locale.ts';

const t = translationsFor(pageLocale());

interface Problem {
  /** What happened, in the shopper's words. */
  what: string;
  /** What to do now. */
  todo?: string;
  /** The technical word, kept for whoever the shopper calls (the checkout spec's 'Missing orderTrackingId'). */
  code: string;
}

/** What happened, what to do, and the word for support. */
export function ProblemNote({ what, todo, code }: Problem) {
  return (
    <>
      <div className="payment-problem" role="alert">
        <p className="payment-error">{what}</p>
        {todo && <p>{todo}</p>}
      </div>
      <p className="payment-support">{t('payment.problem.support', { code })}</p>
    </>
  );
}

/** A payment page that cannot go on: the problem, and the way back to checkout. */
export function ProblemScreen(problem: Problem) {
  return (
    <div className="payment-page">
      <h1>{t('payment.errorTitle')}</h1>
      <ProblemNote {...problem} />
      <a className="button" href={localizedPath('/checkout', t.locale)}>
        {t('payment.returnToCheckout')}
      </a>
    </div>
  );
}
