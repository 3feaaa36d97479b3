import { z } from 'zod';

/** Port of the local SMTP catcher (local/mail) that the local default SMTP_URL points at. */
export const LOCAL_CATCHER_DEFAULT_PORT = 2525;

/** The sender when MAIL_FROM is not set; only the catcher ever sees it (production must set MAIL_FROM). */
export const LOCAL_MAIL_FROM = 'Solar Shop Kenya <orders@solarshop.localhost>';

/** What the door waits for (reference 3.1, recommendation for a worker): connect, greeting, an idle socket. */
export const SMTP_TIMEOUTS_MS = { connection: 10_000, greeting: 10_000, socket: 30_000 } as const;

/** A From header: `Name <address@domain>` or a bare `address@domain`. */
const FROM_PATTERN = /^(?:[^<>\r\n]+\s)?<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>$|^[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+$/;

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined);

/** Environment variables read by the e-mail door, one line each. */
const emailEnvSchema = z.object({
  /** smtp://user:pass@host:587 (STARTTLS) or smtps://user:pass@host:465 (TLS); local default: the catcher. */
  SMTP_URL: optionalText,
  /** The From header, e.g. `Solar Shop Kenya <orders@solarshop.co.ke>`; local default LOCAL_MAIL_FROM. */
  MAIL_FROM: optionalText.refine((v) => v === undefined || FROM_PATTERN.test(v), 'must be "Name <address@domain>" or "address@domain"'),
  /** Port of the local SMTP catcher, for the local default SMTP_URL. */
  SMTP_CATCHER_PORT: z.coerce.number().int().min(1).max(65535).default(LOCAL_CATCHER_DEFAULT_PORT),
  /** production requires SMTP_URL and MAIL_FROM: no local default may stand in for a real mail server. */
  NODE_ENV: optionalText,
});

export interface EmailConfig {
  /** Where mail goes: smtp:// (plain, upgraded with STARTTLS when offered) or smtps:// (TLS from the start). */
  smtpUrl: string;
  /** The From header of every message. */
  from: string;
  /** Milliseconds to wait for the TCP (or TLS) connection, the server's greeting, and on an idle socket. */
  timeoutsMs: { connection: number; greeting: number; socket: number };
}

function fail(variable: string, message: string): never {
  throw new Error(`Invalid e-mail setting ${variable}: ${message}`);
}

/** Checks the URL's shape without ever repeating it: it may hold a password. */
function checkSmtpUrl(value: string): void {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    fail('SMTP_URL', 'not a URL; expected smtp://user:pass@host:587 or smtps://user:pass@host:465 (URL-encode the password)');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    fail('SMTP_URL', 'must start with smtp:// (port 587, STARTTLS) or smtps:// (port 465, TLS)');
  if (!url.hostname) fail('SMTP_URL', 'has no host');
}

/** The door's configuration from environment variables; throws naming the variable at fault. */
export function emailConfigFromEnv(env: Record<string, string | undefined>): EmailConfig {
  const parsed = emailEnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    fail(issue?.path.join('.') || 'SMTP_*', issue?.message ?? 'invalid');
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && !e.SMTP_URL) fail('SMTP_URL', 'required when NODE_ENV is production (the local catcher is for development)');
  if (production && !e.MAIL_FROM) fail('MAIL_FROM', 'required when NODE_ENV is production');
  const smtpUrl = e.SMTP_URL ?? `smtp://127.0.0.1:${e.SMTP_CATCHER_PORT}`;
  checkSmtpUrl(smtpUrl);
  return { smtpUrl, from: e.MAIL_FROM ?? LOCAL_MAIL_FROM, timeoutsMs: { ...SMTP_TIMEOUTS_MS } };
}
