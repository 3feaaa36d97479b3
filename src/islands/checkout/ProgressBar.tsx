import { translationsFor } from '../../i18n/index.ts';
import { pageLocale } from '../../i18n/page-locale.ts';

const t = translationsFor(pageLocale());

const STEPS = ['checkout.step.details', 'checkout.step.review'] as const;

/** Step 1 of 2 is 50%, step 2 is 100% (checkout spec section 9). */
export function ProgressBar({ step }: { step: 1 | 2 }) {
  const percent = (step / STEPS.length) * 100;
  return (
    <div className="checkout-progress">
      <ol className="checkout-progress__steps">
        {STEPS.map((key) => t(key)).map((label, index) => (
          <li key={label} aria-current={index + 1 === step ? 'step' : undefined} className={index + 1 <= step ? 'is-done' : undefined}>
            {label}
          </li>
        ))}
      </ol>
      <div
        className="checkout-progress__bar"
        role="progressbar"
        aria-label={t('checkout.progress', { step, steps: STEPS.length })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="checkout-progress__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
