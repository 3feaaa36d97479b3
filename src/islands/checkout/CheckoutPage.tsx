// First: this island's strings, in its page's language, arrive before it draws (src/build/island-strings.ts).
import 'virtual:island-strings';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { translationsFor } from '../../i18n/index.ts';
import { localizedPath } from '../../i18n/locales.ts';
import type { SnapshotPolicy } from '../../lib/catalogue/snapshot.ts';
import { attemptKey, orderFingerprint } from '../../lib/checkout/attempt-key.ts';
import { keepCheckoutForm, restoreCheckoutForm } from '../../lib/checkout/form-storage.ts';
import { checkoutDone } from '../payment/payment-done.ts';
import { initiateOrder, loadPolicies, quoteOrder } from '../../client/checkout.ts';
import type { LaybyQuoteAnswer, Quote } from '../../api/checkout.ts';
import { policyHashes } from '../../lib/checkout/policy-hashes.ts';
import { firstInvalid, formErrors, type FormErrors, type FormField } from '../../lib/checkout/form-errors.ts';
import { orderRequestSchema, type OrderRequestInput } from '../../lib/checkout/order-schema.ts';
import { cart } from '../../stores/cart.ts';
import ErrorBoundary from '../ErrorBoundary.tsx';
import { DetailsStep, type Upsell } from './DetailsStep.tsx';
import { EMPTY_FORM, type CheckoutForm } from './form-state.ts';
import { ProgressBar } from './ProgressBar.tsx';
import { ReviewStep } from './ReviewStep.tsx';
import { CheckoutSummary } from './CheckoutSummary.tsx';
import { currentSession, type SignedInSession } from '../../client/auth/signed-in-session.ts';
import { browserStorage } from '../../client/storage.ts';
import { $deliveryCounty, chooseCounty } from '../../stores/delivery-county.ts';
import { countyOf } from '../../lib/delivery/counties.ts';
import { isCountyCode } from '../../lib/delivery/county-code.ts';
import { accountDetails } from '../../client/account.ts';
import type { AccountDetails } from '../../api/account.ts';
import { pageLocale } from '../../i18n/page-locale.ts';
import { cashNote, cashTerms } from './cash-note.ts';
import { laybyBlocker, type PlanChoice } from './layby-offer.ts';
import { keepPlan, restorePlan } from './plan-kept.ts';
import type { InstallationQuoteAnswer } from '../../api/installation.ts';
import { installationSlots } from '../../client/orders.ts';
import { $installationWanted, setInstallationWanted } from '../../stores/installation.ts';
import { DAY_FIELD, InstallationSection, type SlotsState } from './InstallationSection.tsx';
import { booksInstallation, dayMissing, installationRequest, isInstallationRefusal, keptDay } from './installation-days.ts';

const t = translationsFor(pageLocale());

type StepQuoteState = { state: 'loading' | 'failed' } | { state: 'ready'; quote: Quote };
type DeliveryQuoteState = StepQuoteState | { state: 'none' };

/** The customer's fields with the remembered ones filled in where nothing is typed yet. */
function withRemembered(customer: CheckoutForm['customer'], remembered: AccountDetails): CheckoutForm['customer'] {
  const county = countyOf(remembered.county)?.code ?? '';
  const offered = { ...remembered, county };
  const filled = { ...customer };
  for (const field of ['phone', 'address', 'apartment', 'city', 'county', 'postalCode'] as const)
    if (!filled[field].trim()) filled[field] = offered[field];
  return filled;
}

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
  const [stepQuote, setStepQuote] = useState<StepQuoteState>({ state: 'loading' });
  // Pay all now or Lipa Mdogo Mdogo, and the cart's lay-by as last quoted: kept while the quote is
  // asked again (a county or option changed), so the choice and its figures do not vanish and come back.
  const [plan, setPlan] = useState<PlanChoice>(() => restorePlan(browserStorage('session')));
  const [layby, setLayby] = useState<LaybyQuoteAnswer | null>(null);
  const [errors, setErrors] = useState<FormErrors>({});
  const [session, setSession] = useState<SignedInSession | null>(null);
  const [policies, setPolicies] = useState<SnapshotPolicy[] | null>(null);
  const [policiesState, setPoliciesState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [policyError, setPolicyError] = useState<string | null>(null);
  const [quote, setQuote] = useState<Quote | null>(null);
  const [quoteError, setQuoteError] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  /** The refusal is fixed in the cart (OUT_OF_STOCK: fewer left than a line asks for): the alert links there. */
  const [fixInCart, setFixInCart] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  // Installation (issue 48): wanted (shared with the cart), the cart's offer as last quoted, the day and the county's open days.
  const wanted = useStore($installationWanted);
  const [installOffer, setInstallOffer] = useState<InstallationQuoteAnswer | null>(null);
  const [installDay, setInstallDay] = useState('');
  const [slots, setSlots] = useState<SlotsState>({ state: 'idle' });
  const [installError, setInstallError] = useState<string | null>(null);
  /** Asks the quote and the open days again (a refused day, a retry). */
  const [installAsk, setInstallAsk] = useState(0);

  async function refreshPolicies() {
    setPoliciesState('loading');
    const answer = await loadPolicies();
    if (answer.ok) {
      setPolicies(answer.data);
      setPoliciesState('ready');
      setPolicyError(null);
    } else {
      setPolicies(null);
      setPoliciesState('failed');
      setPolicyError(answer.message || null);
    }
  }

  useEffect(() => {
    void refreshPolicies();
    void currentSession().then(async (found) => {
      if (!found) return;
      setSession(found);
      setForm((f) => ({ ...f, customer: { ...f.customer, email: found.email, fullName: found.fullName || f.customer.fullName } }));
      // A returning customer's phone and address, from their last order: offered, never over what they typed.
      const details = await accountDetails();
      if (details.ok && details.data) setForm((f) => ({ ...f, customer: withRemembered(f.customer, details.data!) }));
    });
  }, []);

  useEffect(() => {
    if (submitError) alertRef.current?.focus();
  }, [submitError]);

  // Kept for this tab until the order is done (checkoutDone), so nothing is typed twice.
  useEffect(() => keepCheckoutForm(browserStorage('session'), form), [form]);
  useEffect(() => keepPlan(browserStorage('session'), plan), [plan]);

  // The order beside step 1 and its delivery line follow the cart, county and options as they
  // change, priced by the server (with delivery once a county is chosen); a stale answer is dropped.
  const { county } = form.customer;
  const { express, weekend } = form.delivery;
  const itemsKey = lines.map((line) => `${line.id}×${line.quantity}`).join('|');
  useEffect(() => {
    if (lines.length === 0) return;
    let live = true;
    setStepQuote({ state: 'loading' });
    const delivery = isCountyCode(county) ? { county, express, weekend } : undefined;
    void quoteOrder(
      lines.map((line) => ({ id: line.id, quantity: line.quantity })),
      delivery,
      wanted,
    ).then((answer) => {
      if (!live) return;
      setStepQuote(answer.ok ? { state: 'ready', quote: answer.data } : { state: 'failed' });
      if (!answer.ok) return;
      setLayby(answer.data.layby);
      setInstallOffer(answer.data.installation);
      // A cart that can no longer have a lay-by (the shop stopped it, a line went) pays all now; the methods say why.
      if (!answer.data.layby?.offered) setPlan('now');
    });
    return () => {
      live = false;
    };
    // itemsKey stands for `lines`: the quote is asked again when an id or a quantity changes, not when the cart store renews its objects.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [county, express, weekend, itemsKey, wanted, installAsk]);

  // The county's open days, asked again when the county changes or a day is refused; a day that has no place left any more is chosen again.
  const pickingDay = booksInstallation({ offer: installOffer, wanted }) && plan !== 'layby' && isCountyCode(county);
  useEffect(() => {
    if (!pickingDay) {
      setSlots({ state: 'idle' });
      return;
    }
    let live = true;
    setSlots((now) => (now.state === 'ready' && now.county === county ? { ...now, refreshing: true } : { state: 'loading' }));
    void installationSlots(county).then((answer) => {
      if (!live) return;
      setSlots(answer.ok ? { state: 'ready', county, answer: answer.data, refreshing: false } : { state: 'failed' });
      if (answer.ok) setInstallDay((day) => keptDay(answer.data.slots, day));
    });
    return () => {
      live = false;
    };
  }, [pickingDay, county, installAsk]);
  const installWish = { offer: installOffer, wanted, plan, day: installDay };

  const deliveryQuote: DeliveryQuoteState = isCountyCode(county) ? stepQuote : { state: 'none' };

  const clearError = (field: FormField) => setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));

  /**
   * The spec's order request, carrying only figures this page was given: the cart's prices and the
   * review's quote, in cents as they came. The server reads ids and quantities and prices the rest.
   */
  function request(): OrderRequestInput {
    const { wanted, businessName, kraPin } = form.taxInvoice;
    const base = {
      customer: form.customer,
      paymentMethod: form.paymentMethod,
      delivery: form.delivery,
      items: lines.map((line) => ({ id: line.id, name: line.name, price: line.priceCents, quantity: line.quantity })),
      ...(wanted ? { taxInvoice: { businessName, kraPin } } : {}),
    };
    const installation = installationRequest(installWish);
    // Lay-by or not, and the installation's day, make another attempt (the server refuses a key reused for another): they go into the fingerprint with the method.
    const attempt = {
      ...base,
      paymentMethod: [base.paymentMethod, plan === 'layby' ? 'layby' : '', installation ? `install:${installation.date ?? ''}` : '']
        .filter(Boolean)
        .join('+'),
    };
    return {
      ...base,
      ...(plan === 'layby' ? { paymentPlan: { kind: 'layby' as const } } : {}),
      ...(installation ? { installation } : {}),
      totals: quote
        ? { subtotal: quote.subtotalCents, shipping: quote.shippingCents, tax: quote.taxCents, total: quote.totalCents }
        : undefined,
      agreements: form.agreements as OrderRequestInput['agreements'],
      acceptedPolicyHashes: policies ? policyHashes(policies) : {},
      idempotencyKey: attemptKey(browserStorage('session'), orderFingerprint(attempt)),
    };
  }

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
    if (!validate(order, stepQuote.state === 'ready' ? stepQuote.quote : null, layby)) return;
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
      requestAnimationFrame(() => document.getElementById(DAY_FIELD)?.focus());
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
      <div ref={alertRef} role="alert" tabIndex={-1} className={submitError ? 'checkout-alert' : 'checkout-alert is-empty'}>
        {submitError}
        {fixInCart && submitError && (
          <>
            {' '}
            <a href={localizedPath('/cart', t.locale)}>{t('checkout.changeCart')}</a>
          </>
        )}
      </div>
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
            cash={cashTerms(stepQuote.state === 'ready' ? stepQuote.quote : null)}
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
          <CheckoutSummary
            quote={stepQuote.state === 'ready' ? stepQuote.quote : null}
            failed={stepQuote.state === 'failed'}
            chosenMethod={form.paymentMethod}
            plan={plan}
          />
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
