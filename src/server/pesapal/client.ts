import { isWholeShillings } from '../../lib/money.ts';
import { createPesapalApi, type PesapalApi, type PesapalApiOptions } from './api.ts';
import { paymentPageOrigin, readPesapalConfig, type PesapalConfig, type PesapalEnv } from './config.ts';
import { reshapeStatus, type PesapalPaymentStatus } from './reshape.ts';
import { ok, type PesapalError, type PesapalResult } from './result.ts';
import type { SubmitOrderRequest, SubmitOrderResponse } from './wire.ts';

/** An order to send to the hosted payment page, in the shop's terms. */
export interface PesapalOrder {
  /** From merchantReference(orderId, attempt): 1-50 letters, digits, hyphens; new per attempt. */
  merchantReference: string;
  /** The order's total: whole shillings, as every price the shop makes is (M-PESA moves no cents). */
  amountCents: number;
  /** ISO 4217, e.g. KES. */
  currency: string;
  /** Shown on the payment page; at most 100 characters. */
  description: string;
  /** Where the shopper's browser returns (our /payment/return). */
  callbackUrl: string;
  cancellationUrl?: string;
  /** Which window the callback loads in when the page is framed (default TOP_WINDOW). */
  redirectMode?: 'TOP_WINDOW' | 'PARENT_WINDOW';
  billing: {
    email?: string;
    /** Kenyan number as typed (+2547..., 07...); spaces are removed. */
    phone?: string;
    firstName?: string;
    lastName?: string;
    line1?: string;
    line2?: string;
    city?: string;
    postalCode?: string;
    /** ISO 3166 alpha-2, default KE. */
    countryCode?: string;
  };
}

interface SubmittedOrder {
  /** The hosted payment page to frame or open. */
  redirectUrl: string;
  /** Pesapal's id of the order: store it at once; every status query uses it. */
  orderTrackingId: string;
  merchantReference: string;
}

/**
 * What the shop needs from Pesapal. Every method returns a typed result and never throws, except on
 * a programming error: submitOrder throws a RangeError for an amount that is not whole shillings.
 */
export interface PesapalClient {
  readonly env: PesapalEnv;
  /** Origin of the hosted payment page, for the payment pages' CSP frame-src. */
  readonly paymentPageOrigin: string;
  /** Registers the IPN URL once per client (or uses PESAPAL_IPN_ID), then submits the order once. Throws on an amount with cents. */
  submitOrder(order: PesapalOrder): Promise<PesapalResult<SubmittedOrder>>;
  /** Asks Pesapal for the status (retried when safe); the only source of truth for payments. */
  getStatus(orderTrackingId: string): Promise<PesapalResult<PesapalPaymentStatus>>;
  /** Cancels a pending or failed order so it can no longer be paid. */
  cancelOrder(orderTrackingId: string): Promise<PesapalResult<{ message: string }>>;
  /** Asks for a refund of a completed payment (the amount in cents; full only for mobile money). */
  refund(request: {
    confirmationCode: string;
    amountCents: number;
    username: string;
    remarks: string;
  }): Promise<PesapalResult<{ message: string }>>;
  /** The ipn_id used for orders (registering the URL on first use). */
  ipnId(): Promise<PesapalResult<string>>;
}

function toWireOrder(order: PesapalOrder, notificationId: string): SubmitOrderRequest {
  const b = order.billing;
  const billing: SubmitOrderRequest['billing_address'] = { country_code: (b.countryCode ?? 'KE').toUpperCase() };
  const fields: Array<[keyof SubmitOrderRequest['billing_address'], string | undefined]> = [
    ['email_address', b.email],
    ['phone_number', b.phone?.replace(/\s+/g, '')],
    ['first_name', b.firstName],
    ['last_name', b.lastName],
    ['line_1', b.line1],
    ['line_2', b.line2],
    ['city', b.city],
    ['postal_code', b.postalCode],
  ];
  for (const [field, value] of fields) if (value?.trim()) billing[field] = value.trim();
  return {
    id: order.merchantReference,
    currency: order.currency.toUpperCase(),
    amount: order.amountCents / 100,
    description: order.description,
    callback_url: order.callbackUrl,
    ...(order.cancellationUrl ? { cancellation_url: order.cancellationUrl } : {}),
    redirect_mode: order.redirectMode ?? 'TOP_WINDOW',
    notification_id: notificationId,
    billing_address: billing,
  };
}

/** Pesapal's answer when a SubmitOrderRequest names an ipn_id it does not know (reference section 5.1). */
function refusedIpnId(error: PesapalError): boolean {
  return error.kind === 'rejected' && /IPN URL ID/i.test(error.message);
}

/** A PesapalClient over the low-level API for one config. */
export function createPesapalClient(config: PesapalConfig, options: PesapalApiOptions = {}): PesapalClient {
  const api: PesapalApi = createPesapalApi(config, options);
  let registered: Promise<PesapalResult<string>> | null = null;
  /** Set once Pesapal refused the configured PESAPAL_IPN_ID: the URL is registered instead. */
  let configuredIdRefused = false;

  function ipnId(): Promise<PesapalResult<string>> {
    if (config.ipnId && !configuredIdRefused) return Promise.resolve(ok(config.ipnId));
    const url = config.ipnUrl as string;
    registered ??= api.registerIpn(url, config.ipnMethod).then((answer) => {
      if (!answer.ok) registered = null;
      return answer.ok ? ok(answer.data.ipn_id) : answer;
    });
    return registered;
  }

  async function submitOnce(order: PesapalOrder): Promise<PesapalResult<SubmitOrderResponse>> {
    const notificationId = await ipnId();
    if (!notificationId.ok) return notificationId;
    return api.submitOrder(toWireOrder(order, notificationId.data));
  }

  return {
    env: config.env,
    paymentPageOrigin: paymentPageOrigin(config),
    ipnId,
    async submitOrder(order) {
      // The shop makes whole-shilling prices only (src/lib/pricing.ts): an amount with cents is a bug
      // upstream, and an M-PESA prompt for KES 997.50 could never be paid to the exact amount.
      if (!isWholeShillings(order.amountCents)) {
        throw new RangeError(`Pesapal is asked for whole shillings only; ${order.merchantReference} asked for ${order.amountCents} cents`);
      }
      let answer = await submitOnce(order);
      // Pesapal no longer knows the ipn_id we kept (the URL was removed, or the id belongs to another
      // environment). Nothing was created, so register the URL once more and submit again, once.
      if (!answer.ok && refusedIpnId(answer.error) && config.ipnUrl) {
        registered = null;
        configuredIdRefused = true;
        answer = await submitOnce(order);
      }
      if (!answer.ok) return answer;
      return ok({
        redirectUrl: answer.data.redirect_url,
        orderTrackingId: answer.data.order_tracking_id,
        merchantReference: answer.data.merchant_reference || order.merchantReference,
      });
    },
    async getStatus(orderTrackingId) {
      const answer = await api.getTransactionStatus(orderTrackingId);
      return answer.ok ? ok(reshapeStatus(answer.data, orderTrackingId)) : answer;
    },
    cancelOrder: (orderTrackingId) => api.cancelOrder(orderTrackingId),
    refund: ({ amountCents, ...rest }) => api.refund({ ...rest, amount: amountCents / 100 }),
  };
}

/** The client for this process's environment variables (throws on a bad setting, at startup). */
export function pesapalClientFromEnv(
  env: Record<string, string | undefined> = process.env,
  options: PesapalApiOptions = {},
): PesapalClient {
  return createPesapalClient(readPesapalConfig(env), options);
}
