import { z } from 'zod';

/** Which Africa's Talking answers: the real sandbox, production, or our stand-in (local/africastalking). */
const AT_ENVS = ['local', 'sandbox', 'live'] as const;
type AtEnv = (typeof AT_ENVS)[number];

/** API bases of the hosted environments (reference section 1.1). */
const AT_BASE_URLS = {
  sandbox: 'https://api.sandbox.africastalking.com',
  live: 'https://api.africastalking.com',
} as const;

/** The AT sandbox accepts no other username (reference section 1.1). */
const AT_SANDBOX_USERNAME = 'sandbox';

/**
 * The stand-in's username and API key. They open nothing but local/africastalking, which accepts
 * exactly these; `AT_ENV=local` uses them when none are given.
 */
export const LOCAL_STANDIN_CREDENTIALS = {
  username: 'local-sms-standin',
  apiKey: 'local-sms-standin-api-key',
} as const;

export const LOCAL_STANDIN_DEFAULT_PORT = 4530;

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined);

/** Environment variables read by the SMS door, one line each. */
const smsEnvSchema = z.object({
  /** local | sandbox | live (default: local, the stand-in in local/africastalking). */
  AT_ENV: z.enum(AT_ENVS).default('local'),
  /** The AT application's username; `sandbox` in the sandbox, the stand-in's when local. */
  AT_USERNAME: optionalText,
  /** API key from the AT dashboard; the stand-in's when local. */
  AT_API_KEY: optionalText,
  /** Registered alphanumeric sender ID or short code (at most 11 characters); AT's default when unset. */
  AT_SENDER_ID: optionalText.pipe(z.string().max(11, 'at most 11 characters').optional()),
  /** Another API base (absolute URL); local default http://127.0.0.1:4530. */
  AT_BASE_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Port of the local stand-in, used for the local default base URL. */
  AT_STANDIN_PORT: z.coerce.number().int().min(1).max(65535).default(LOCAL_STANDIN_DEFAULT_PORT),
  /** Milliseconds before a send is abandoned (and counted retryable). */
  AT_TIMEOUT_MS: z.coerce.number().int().min(50).max(120_000).default(10_000),
});

export interface SmsConfig {
  env: AtEnv;
  /** API base without a trailing slash, e.g. https://api.africastalking.com. */
  baseUrl: string;
  username: string;
  apiKey: string;
  /** Sent as `from`; absent means AT's default sender (AFRICASTKNG). */
  senderId?: string;
  timeoutMs: number;
}

function fail(variable: string, message: string): never {
  throw new Error(`Invalid SMS setting ${variable}: ${message}`);
}

/** The door's configuration from environment variables; throws naming the variable at fault. */
export function smsConfigFromEnv(env: Record<string, string | undefined>): SmsConfig {
  const parsed = smsEnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    fail(issue?.path.join('.') || 'AT_*', issue?.message ?? 'invalid');
  }
  const e = parsed.data;
  const local = e.AT_ENV === 'local';
  if (local && env.NODE_ENV === 'production')
    fail('AT_ENV', 'set sandbox or live when NODE_ENV is production (the local stand-in is for development)');
  const username = e.AT_USERNAME ?? (local ? LOCAL_STANDIN_CREDENTIALS.username : e.AT_ENV === 'sandbox' ? AT_SANDBOX_USERNAME : undefined);
  const apiKey = e.AT_API_KEY ?? (local ? LOCAL_STANDIN_CREDENTIALS.apiKey : undefined);
  if (!username) fail('AT_USERNAME', `required when AT_ENV is ${e.AT_ENV}`);
  if (e.AT_ENV === 'sandbox' && username !== AT_SANDBOX_USERNAME)
    fail('AT_USERNAME', `must be ${AT_SANDBOX_USERNAME} when AT_ENV is sandbox`);
  if (!apiKey) fail('AT_API_KEY', `required when AT_ENV is ${e.AT_ENV}`);
  const baseUrl = (
    e.AT_BASE_URL ?? (local ? `http://127.0.0.1:${e.AT_STANDIN_PORT}` : AT_BASE_URLS[e.AT_ENV as 'sandbox' | 'live'])
  ).replace(/\/+$/, '');
  return {
    env: e.AT_ENV,
    baseUrl,
    username,
    apiKey,
    ...(e.AT_SENDER_ID ? { senderId: e.AT_SENDER_ID } : {}),
    timeoutMs: e.AT_TIMEOUT_MS,
  };
}
