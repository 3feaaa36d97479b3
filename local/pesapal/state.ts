import { LOCAL_SANDBOX_CREDENTIALS } from '../../src/server/pesapal/config.ts';

/** The sandbox's whole state, in memory. `resetState` empties it (POST /__control/reset). */

/** Where a payment is, on Pesapal's side (reference 10.1). AWAITING and PROCESSING report code 0. */
export type OrderState = 'AWAITING' | 'PROCESSING' | 'COMPLETED' | 'FAILED' | 'REVERSED' | 'CANCELLED';
export type PayMethod = 'mpesa' | 'card' | 'bank';

export interface SandboxOrder {
  trackingId: string;
  merchantReference: string;
  amount: number;
  currency: string;
  description: string;
  callbackUrl: string;
  cancellationUrl: string | null;
  redirectMode: 'TOP_WINDOW' | 'PARENT_WINDOW';
  notificationId: string;
  billing: { email: string; phone: string; firstName: string; lastName: string };
  createdAt: number;
  state: OrderState;
  /** The attempt in progress or last finished. */
  method: PayMethod | null;
  /** Number of the current attempt (a timer of an older attempt does nothing). */
  attempt: number;
  /** Who pays in the current attempt: the M-PESA number (2547...) or the bank's id. */
  payer: string;
  paymentMethod: string;
  paymentAccount: string;
  confirmationCode: string;
  /** payment_status_code: the provider's reason for a failure. */
  reason: string;
  /** description: detail of a failure, or null. */
  detail: string | null;
  /** Amount actually paid (defaults to `amount`); lets tests simulate an underpayment. */
  amountPaid: number | null;
  /** The refund asked of this payment (Pesapal allows one), approved after refundApprovalMs; null when none was asked. */
  refund: { amount: number; by: string; remarks: string; at: string } | null;
  history: Array<{ at: string; state: OrderState; note: string }>;
}

export interface IpnEndpoint {
  id: number;
  ipnId: string;
  url: string;
  method: 'GET' | 'POST';
  createdAt: number;
}

export const ROUTES = ['token', 'registerIpn', 'ipnList', 'submit', 'status', 'refund', 'cancel'] as const;
export type RouteName = (typeof ROUTES)[number];

export const FAULT_KINDS = [
  'http500',
  'http502',
  'http503',
  'html',
  'empty',
  'malformed',
  'body500',
  'unauthorized',
  'slow',
  'pending',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** A one-shot (or N-shot) failure for a route, consumed by the next matching calls. */
export interface Fault {
  route: RouteName | 'any';
  kind: FaultKind;
  /** For slow: wait this long, then answer normally. */
  delayMs: number;
  /** For html: the HTTP status of the page (default 503, a Cloudflare-style error). */
  status: number;
  remaining: number;
  /** Only a SubmitOrderRequest for this billing e-mail (a browser test's own order, not a neighbour's); any call when absent. */
  email?: string | undefined;
}

export interface SandboxSettings {
  merchantName: string;
  credentials: Array<{ consumerKey: string; consumerSecret: string }>;
  /** Lifetime of a token (docs: 5 minutes). */
  tokenLifetimeSeconds: number;
  /** SubmitOrderRequest with a merchant reference used before. */
  duplicateReference: 'reject' | 'allow' | 'return-existing';
  /** Largest amount per order (major units), or null for none. */
  amountLimit: number | null;
  /** Waits before each IPN attempt: the first is the delay of the first call. */
  ipnRetryDelaysMs: number[];
  /** Copies sent of every IPN (2 or more: duplicate deliveries). */
  ipnCopies: number;
  /** Extra wait before the first IPN attempt (a late IPN). */
  ipnDelayMs: number;
  /** Milliseconds an IPN call may take before it counts as failed. */
  ipnTimeoutMs: number;
  /** An M-PESA prompt nobody answers fails after this long. */
  stkTimeoutMs: number;
  /** A refund request is approved (the payment reads REVERSED, and an IPN goes out) after this long. */
  refundApprovalMs: number;
}

function defaultSettings(): SandboxSettings {
  return {
    merchantName: 'Solar Shop Kenya',
    credentials: [{ ...LOCAL_SANDBOX_CREDENTIALS }],
    tokenLifetimeSeconds: 300,
    duplicateReference: 'reject',
    amountLimit: null,
    ipnRetryDelaysMs: [0, 2_000, 10_000, 30_000, 60_000, 300_000],
    ipnCopies: 1,
    ipnDelayMs: 0,
    ipnTimeoutMs: 5_000,
    stkTimeoutMs: 60_000,
    refundApprovalMs: 1_500,
  };
}

export interface IpnLogEntry {
  at: string;
  trackingId: string;
  merchantReference: string;
  notificationType: string;
  url: string;
  method: 'GET' | 'POST';
  copy: number;
  attempt: number;
  httpStatus: number | null;
  acknowledged: boolean;
  error: string | null;
  latencyMs: number;
}

export interface SandboxState {
  settings: SandboxSettings;
  orders: Map<string, SandboxOrder>;
  ipns: Map<string, IpnEndpoint>;
  tokens: Map<string, number>;
  faults: Fault[];
  ipnLog: IpnLogEntry[];
  /** Calls per API route, for tests that count (token caching). */
  calls: Record<RouteName, number>;
  /** Added to the real clock (POST /__control/clock). */
  clockOffsetMs: number;
  nextIpnNumber: number;
}

export function createState(): SandboxState {
  return {
    settings: defaultSettings(),
    orders: new Map(),
    ipns: new Map(),
    tokens: new Map(),
    faults: [],
    ipnLog: [],
    calls: Object.fromEntries(ROUTES.map((r) => [r, 0])) as Record<RouteName, number>,
    clockOffsetMs: 0,
    nextIpnNumber: 4000,
  };
}

export function resetState(state: SandboxState): void {
  Object.assign(state, createState());
}
