// First: this island's strings, in its page's language, arrive before it draws (src/build/island-strings.ts).
import 'virtual:island-strings';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { translationsFor } from '../../i18n/index.ts';
import { localizedPath } from '../../i18n/locales.ts';
import { keepCheckoutForm, restoreCheckoutForm } from '../../lib/checkout/form-storage.ts';
import { checkoutDone } from '../payment/payment-done.ts';
import { initiateOrder, quoteOrder } from '../../client/checkout.ts';
import type { LaybyQuoteAnswer, Quote } from '../../api/checkout.ts';
import { firstInvalid, formErrors, type FormErrors, type FormField } from '../../lib/checkout/form-errors.ts';
import { orderRequestSchema, type OrderRequestInput } from '../../lib/checkout/order-schema.ts';
import { cart } from '../../stores/cart.ts';
import ErrorBoundary from '../ErrorBoundary.tsx';
import { DetailsStep } from './DetailsStep.tsx';
import type { Upsell } from './details-props.ts';
import { EMPTY_FORM, type CheckoutForm } from './form-state.ts';
import { ProgressBar } from './ProgressBar.tsx';
import { ReviewStep } from './ReviewStep.tsx';
import { CheckoutAlert } from './CheckoutAlert.tsx';
import { CheckoutSummary } from './CheckoutSummary.tsx';
import { browserStorage } from '../../client/storage.ts';
import { $deliveryCounty, chooseCounty } from '../../stores/delivery-county.ts';
import { isCountyCode } from '../../lib/delivery/county-code.ts';
import { pageLocale } from '../../i18n/page-locale.ts';
import { cashNote, cashTerms } from './cash-note.ts';
import { laybyBlocker, type PlanChoice } from './layby-offer.ts';
import { keepPlan, restorePlan } from './plan-kept.ts';
import { $installationWanted, setInstallationWanted } from '../../stores/installation.ts';
import { DAY_FIELD, InstallationSection } from './InstallationSection.tsx';
import { booksInstallation, dayMissing, isInstallationRefusal } from './installation-days.ts';
import { orderRequest } from './order-request.ts';
import { useCheckoutPolicies } from './useCheckoutPolicies.ts';
import { useInstallationDays } from './useInstallationDays.ts';
import { useSignedInCustomer } from './useSignedInCustomer.ts';
import { useStepQuote, type StepQuoteState } from './useStepQuote.ts';

const t = translationsFor(pageLocale());

type DeliveryQuoteState = StepQuoteState | { state: 'none' };

function focusField(field: FormField | null) {
  if (!field) return;
  requestAnimationFrame(() => document.getElementById(`checkout-${field}`)?.focus());
}

function Checkout({ upsell }: { upsell: Upsell | null }) {
  const lines = useStore(cart.$lines);
  const [step, setStep] = useState<1 | 2>(1);
  // The form as this tab left it (a failed or cancelled payment), else empty with the county priced
  // last on a product page or the cart, where this order most likely goes.
  const [form, setForm] = useState<CheckoutForm>(
    () =>
      restoreCheckoutForm(browserStorage('session')) ?? {
        ...EMPTY_FORM,
        customer: { ...EMPTY_FORM.customer, county: $deliveryCounty.get() ?? '' },
      },
  );
  // Pay all now or Lipa Mdogo Mdogo (the cart's lay-by as last quoted comes with the step's quote).
  const [plan, setPlan] = useState<PlanChoice>(() => restorePlan(browserStorage('session')));
  const [errors, setErrors] = useState<FormErrors>({});
  const { policies, policiesState, policyError, refreshPolicies } = useCheckoutPolicies();
  const session = useSignedInCustomer(setForm);
  const [quote, setQuote] = useState<Quote | null>(null);
  const [quoteError, setQuoteError] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  /** The refusal is fixed in the cart (OUT_OF_STOCK: fewer left than a line asks for): the alert links there. */
  const [fixInCart, setFixInCart] = useState(false);
  // Installation (issue 48): wanted (shared with the cart), the cart's offer as last quoted (with the step's quote), the day and the county's open days.
  const wanted = useStore($installationWanted);
  const [installDay, setInstallDay] = useState('');
  const [installError, setInstallError] = useState<string | null>(null);
  /** Asks the quote and the open days again (a refused day, a retry). */
  const [installAsk, setInstallAsk] = useState(0);
  /**
   * Counts the server's refusals of a day: each moves focus to the day picker once step 1 is drawn
   * again. After an await React draws later than a click's update, so a frame callback could run
   * while step 2 was still on screen and find no picker (a flaky walk in installation-checkout).
   */
  const [dayRefused, setDayRefused] = useState(0);
  useEffect(() => {
    if (dayRefused > 0) document.getElementById(DAY_FIELD)?.focus();
  }, [dayRefused]);

  // Kept for this tab until the order is done (checkoutDone), so nothing is typed twice.
  useEffect(() => keepCheckoutForm(browserStorage('session'), form), [form]);
  useEffect(() => keepPlan(browserStorage('session'), plan), [plan]);

  const { county } = form.customer;
  const { stepQuote, layby, installOffer } = useStepQuote(lines, form, wanted, installAsk, setPlan);

  const pickingDay = booksInstallation({ offer: installOffer, wanted }) && plan !== 'layby' && isCountyCode(county);
  const slots = useInstallationDays(pickingDay, county, installAsk, setInstallDay);
  const installWish = { offer: installOffer, wanted, plan, day: installDay };

  const deliveryQuote: DeliveryQuoteState = isCountyCode(county) ? stepQuote : { state: 'none' };
  /** Step 1's order as the server priced it, null while it is asked or when it failed. */
  const stepPriced = stepQuote.state === 'ready' ? stepQuote.quote : null;

  const clearError = (field: FormField) => setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));

  const request = () => orderRequest(form, lines, installWish, quote, policies);

  /**
   * Checks the form with the server's own schema, cash on delivery with the shop's limit, and a
   * lay-by with the way to pay (`laybyNow`: the cart's lay-by as quoted); shows every error beside its field.
   */
  function validate(order: OrderRequestInput, priced: Quote | null, laybyNow: LaybyQuoteAnswer | null): boolean {
    const result = orderRequestSchema.safeParse(order);
    const found: FormErrors = result.success ? {} : formErrors(result.error, t);
    const cash = cashTerms(priced);
    if (order.paymentMethod === 'Cash' && cash?.offer === 'not-offered') found.paymentMethod = cashNote(cash, t)?.text;
    const notLayby = laybyBlocker(plan, laybyNow, order.paymentMethod, t);
    if (notLayby) found.paymentMethod = notLayby;
    if (!policies) found.policies = t('checkout.error.policies');
    setErrors(found);
    const noDay = dayMissing(installWish);
    setInstallError(noDay ? t('installation.error.dateNeeded') : null);
    const first = firstInvalid(found);
    if (first) focusField(first);
    else if (noDay) requestAnimationFrame(() => document.getElementById(DAY_FIELD)?.focus());
    return Object.keys(found).length === 0 && !noDay;
  }

  async function toReview() {
    setSubmitError(null);
    const order = request();
    if (!validate(order, stepPriced, layby)) return;
    setStep(2);
    setQuote(null);
    setQuoteError(null);
    requestAnimationFrame(() => document.getElementById('checkout-step-title')?.focus());
    const answer = await quoteOrder(order.items, { county: form.customer.county, ...form.delivery }, order.installation != null);
    if (answer.ok) setQuote(answer.data);
    else setQuoteError(answer.message || t('checkout.genericError'));
  }

  async function placeOrder() {
    const order = request();
    if (!validate(order, quote, quote?.layby ?? null)) {
      setStep(1);
      return;
    }
    setProcessing(true);
    setSubmitError(null);
    setFixInCart(false);
    const answer = await initiateOrder(order);
    if (answer.ok) {
      if ('cod' in answer.data) {
        checkoutDone();
        // The confirmation says the spec's words ('Order placed as Cash on Delivery…') with the order's reference.
        window.location.assign(localizedPath(`/checkout/confirmation?${new URLSearchParams({ order: answer.data.orderId })}`, t.locale));
        return;
      }
      const query = new URLSearchParams({ orderTrackingId: answer.data.orderTrackingId, redirectUrl: answer.data.redirectUrl });
      window.location.assign(localizedPath(`/payment/iframe?${query}`, t.locale));
      return;
    }
    setProcessing(false);
    if (answer.code === 'POLICY_OUTDATED' || answer.code === 'POLICY_NOT_ACCEPTED') {
      await refreshPolicies();
      setForm((f) => ({ ...f, agreements: { ...f.agreements, termsAndConditions: false, privacyPolicy: false } }));
      setStep(1);
      setSubmitError(`${answer.message} ${t('checkout.policiesChanged')}`);
      return;
    }
    if (answer.code === 'CASH_NOT_OFFERED' || answer.code === 'LAYBY_NOT_OFFERED') {
      // The limit or the lay-by terms changed since the page priced the order: back to the payment method, with the server's words.
      setStep(1);
      setErrors({ paymentMethod: answer.message });
      setSubmitError(answer.message);
      return;
    }
    if (isInstallationRefusal(answer.code)) {
      // The day filled, passed or cannot be booked (or the shop no longer installs here): back to the day picker with the server's words, the days asked again.
      setStep(1);
      setInstallError(answer.message || t('checkout.initiateFailed'));
      setInstallAsk((n) => n + 1);
      setDayRefused((n) => n + 1);
      return;
    }
    if (answer.code === 'OUT_OF_STOCK') {
      // The server's words name the line, the product and how many are left; the quantity is changed in the cart.
      setSubmitError(answer.message || t('checkout.initiateFailed'));
      setFixInCart(true);
      return;
    }
    if (answer.status === 0) setSubmitError(t('checkout.genericError'));
    else setSubmitError(answer.message || t('checkout.initiateFailed'));
  }

  if (lines.length === 0) {
    return (
      <div className="checkout-empty">
        <h1>{t('checkout.title')}</h1>
        <p>{t('checkout.empty')}</p>
        <a className="button" href={localizedPath('/shop', t.locale)}>
          {t('checkout.continueShopping')}
        </a>
      </div>
    );
  }

  return (
    <div className="checkout">
      <h1>{t('checkout.title')}</h1>
      <ProgressBar step={step} />
      <CheckoutAlert message={submitError} fixInCart={fixInCart} />
      {step === 1 ? (
        <div className="checkout-layout">
          <DetailsStep
            form={form}
            errors={errors}
            lockedName={Boolean(session?.fullName)}
            lockedEmail={Boolean(session)}
            policiesState={policiesState}
            policyError={policyError}
            upsell={upsell}
            onCustomer={(field, value) => {
              if (field === 'county' && isCountyCode(value)) chooseCounty(value);
              setForm((f) => ({ ...f, customer: { ...f.customer, [field]: value } }));
              clearError(field);
            }}
            deliveryQuote={deliveryQuote}
            onDelivery={(option, value) => setForm((f) => ({ ...f, delivery: { ...f.delivery, [option]: value } }))}
            onTaxInvoice={(change) => {
              setForm((f) => ({ ...f, taxInvoice: { ...f.taxInvoice, ...change } }));
              // Unticked, its fields are not sent: nothing of theirs is wrong any more.
              if (change.businessName !== undefined || change.wanted === false) clearError('businessName');
              if (change.kraPin !== undefined || change.wanted === false) clearError('kraPin');
            }}
            onMethod={(method) => {
              setForm((f) => ({ ...f, paymentMethod: method }));
              clearError('paymentMethod');
            }}
            cash={cashTerms(stepPriced)}
            layby={layby}
            plan={plan}
            onPlan={(choice) => {
              setPlan(choice);
              clearError('paymentMethod');
            }}
            onAgreement={(field, value) => {
              setForm((f) => ({ ...f, agreements: { ...f.agreements, [field]: value } }));
              clearError(field);
            }}
            onContinue={() => void toReview()}
            installation={
              <InstallationSection
                offer={installOffer}
                county={county}
                wanted={wanted}
                onWanted={(on) => {
                  setInstallationWanted(on);
                  setInstallError(null);
                }}
                plan={plan}
                day={installDay}
                onDay={(day) => {
                  setInstallDay(day);
                  setInstallError(null);
                }}
                slots={slots}
                onRetry={() => setInstallAsk((n) => n + 1)}
                error={installError}
              />
            }
          />
          <CheckoutSummary quote={stepPriced} failed={stepQuote.state === 'failed'} chosenMethod={form.paymentMethod} plan={plan} />
        </div>
      ) : (
        <ReviewStep
          form={form}
          quote={quote}
          quoteError={quoteError}
          plan={plan}
          canSubmit={policiesState === 'ready'}
          processing={processing}
          onBack={() => setStep(1)}
          onSubmit={() => void placeOrder()}
          installationDay={booksInstallation(installWish) ? (plan === 'layby' ? null : installDay) : undefined}
        />
      )}
    </div>
  );
}

/** The /checkout island: two steps, the server's prices, and the hand-over to payment. */
export default function CheckoutPage(props: { upsell: Upsell | null }) {
  return (
    <ErrorBoundary>
      <Checkout {...props} />
    </ErrorBoundary>
  );
}
