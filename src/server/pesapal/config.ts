import { z } from 'zod';

/** Which Pesapal answers: the real sandbox, production, or our local sandbox (local/pesapal). */
const PESAPAL_ENVS = ['sandbox', 'live', 'local'] as const;
export type PesapalEnv = (typeof PESAPAL_ENVS)[number];

/** API bases of the hosted Pesapal environments (reference section 1). */
export const PESAPAL_BASE_URLS = {
  sandbox: 'https://cybqa.pesapal.com/pesapalv3',
  live: 'https://pay.pesapal.com/v3',
} as const;

/**
 * The local sandbox's consumer key and secret. They open nothing but local/pesapal, which
 * accepts exactly these; `PESAPAL_ENV=local` uses them when no key is given.
 */
export const LOCAL_SANDBOX_CREDENTIALS = {
  consumerKey: 'local-sandbox-consumer-key',
  consumerSecret: 'local-sandbox-consumer-secret',
} as const;

export const LOCAL_SANDBOX_DEFAULT_PORT = 4500;

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined);

/** Environment variables read by the Pesapal door, one line each. */
const pesapalEnvSchema = z.object({
  /** sandbox | live | local (default: local, the sandbox in local/pesapal). */
  PESAPAL_ENV: z.enum(PESAPAL_ENVS).default('local'),
  /** Consumer key from the Pesapal dashboard; defaults to the local sandbox's key when local. */
  PESAPAL_CONSUMER_KEY: optionalText,
  /** Consumer secret; defaults to the local sandbox's secret when local. */
  PESAPAL_CONSUMER_SECRET: optionalText,
  /** Another API base (required shape: absolute URL); local default http://127.0.0.1:4500. */
  PESAPAL_BASE_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Port of the local sandbox, used for the local default base URL. */
  PESAPAL_SANDBOX_PORT: z.coerce.number().int().min(1).max(65535).default(LOCAL_SANDBOX_DEFAULT_PORT),
  /** Public URL Pesapal calls with IPNs (our /api/pesapal/ipn). Local default from PORT. */
  PESAPAL_IPN_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** An ipn_id registered before (skips RegisterIPN). */
  PESAPAL_IPN_ID: optionalText,
  /** How Pesapal should call the IPN URL: GET (query) or POST (JSON). */
  PESAPAL_IPN_METHOD: z.enum(['GET', 'POST']).default('GET'),
  /** Milliseconds before a Pesapal call is abandoned as a timeout. */
  PESAPAL_TIMEOUT_MS: z.coerce.number().int().min(50).max(120_000).default(15_000),
  /** Port of the shop, for the local default IPN URL. */
  PORT: z.coerce.number().int().min(1).max(65535).default(4321),
});

export interface PesapalConfig {
  env: PesapalEnv;
  /** API base without a trailing slash, e.g. https://pay.pesapal.com/v3. */
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  /** URL registered with RegisterIPN (absent when ipnId is given). */
  ipnUrl?: string;
  /** A known ipn_id; when absent the door registers ipnUrl once per process. */
  ipnId?: string;
  ipnMethod: 'GET' | 'POST';
  timeoutMs: number;
}

function fail(variable: string, message: string): never {
  throw new Error(`Invalid Pesapal setting ${variable}: ${message}`);
}

/** The door's configuration from environment variables; throws naming the variable at fault. */
export function readPesapalConfig(env: Record<string, string | undefined> = process.env): PesapalConfig {
  const parsed = pesapalEnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    fail(issue?.path.join('.') ?? 'PESAPAL_*', issue?.message ?? 'invalid');
  }
  const e = parsed.data;
  const local = e.PESAPAL_ENV === 'local';
  const consumerKey = e.PESAPAL_CONSUMER_KEY ?? (local ? LOCAL_SANDBOX_CREDENTIALS.consumerKey : undefined);
  const consumerSecret = e.PESAPAL_CONSUMER_SECRET ?? (local ? LOCAL_SANDBOX_CREDENTIALS.consumerSecret : undefined);
  if (!consumerKey) fail('PESAPAL_CONSUMER_KEY', `required when PESAPAL_ENV is ${e.PESAPAL_ENV}`);
  if (!consumerSecret) fail('PESAPAL_CONSUMER_SECRET', `required when PESAPAL_ENV is ${e.PESAPAL_ENV}`);
  const baseUrl = (
    e.PESAPAL_BASE_URL ?? (local ? `http://127.0.0.1:${e.PESAPAL_SANDBOX_PORT}` : PESAPAL_BASE_URLS[e.PESAPAL_ENV as 'sandbox' | 'live'])
  ).replace(/\/+$/, '');
  const ipnUrl = e.PESAPAL_IPN_URL ?? (local ? `http://127.0.0.1:${e.PORT}/api/pesapal/ipn` : undefined);
  if (!ipnUrl && !e.PESAPAL_IPN_ID) fail('PESAPAL_IPN_URL', `required when PESAPAL_ENV is ${e.PESAPAL_ENV} and PESAPAL_IPN_ID is not set`);
  if (e.PESAPAL_ENV === 'live' && ipnUrl && !ipnUrl.startsWith('https://')) fail('PESAPAL_IPN_URL', 'must be https in live');
  return {
    env: e.PESAPAL_ENV,
    baseUrl,
    consumerKey,
    consumerSecret,
    ...(ipnUrl ? { ipnUrl } : {}),
    ...(e.PESAPAL_IPN_ID ? { ipnId: e.PESAPAL_IPN_ID } : {}),
    ipnMethod: e.PESAPAL_IPN_METHOD,
    timeoutMs: e.PESAPAL_TIMEOUT_MS,
  };
}

/** Origin of the hosted payment page for this config: what the payment pages' CSP may frame. */
export function paymentPageOrigin(config: Pick<PesapalConfig, 'env' | 'baseUrl'>): string {
  if (config.env === 'live') return 'https://pay.pesapal.com';
  if (config.env === 'sandbox') return 'https://cybqa.pesapal.com';
  return new URL(config.baseUrl).origin;
}
