import { z } from 'zod';
import { KRA_PIN } from '../../lib/tax/kra-pin.ts';
import type { EtimsEnv, EtimsSettings } from './types.ts';

/** Where the door sends: the stand-in, KRA's sandbox, production; or `off`: no eTIMS, invoices wait. */
const ETIMS_ENVS = ['local', 'sandbox', 'production', 'off'] as const;

/** KRA's OSCU API bases (reference kra-etims-oscu.md §2.2). */
const ETIMS_BASE_URLS = {
  sandbox: 'https://etims-api-sbx.kra.go.ke/etims-api/',
  production: 'https://etims-api.kra.go.ke/etims-api/',
} as const;

/** The hosts of KRA's receipt checker that the QR code opens (reference §9). */
const ETIMS_RECEIPT_HOSTS = { test: 'etims-sbx.kra.go.ke', production: 'etims.kra.go.ke' } as const;

/**
 * The stand-in's demo taxpayer and device (local/etims): `ETIMS_ENV=local` uses them when no PIN or
 * serial is given. They open nothing but the stand-in.
 */
export const LOCAL_STANDIN_DEVICE = {
  pin: 'P052000000S',
  deviceSerial: 'SHOP/P052000000S/0',
  taxpayerName: 'Solar Shop Kenya (eTIMS stand-in)',
} as const;

export const LOCAL_STANDIN_DEFAULT_PORT = 4560;

/** Odoo waits 120 s "because eTIMS can often have congestion" (reference §2.2). */
const DEFAULT_TIMEOUT_MS = 120_000;

/** The PIN's one rule (lib/tax/kra-pin.ts), shared with the buyer's PIN at checkout. */
export { KRA_PIN };

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined);

/** Environment variables read by the eTIMS door, one line each. */
const etimsEnvSchema = z.object({
  /** local | sandbox | production | off (default: local, the stand-in in local/etims). */
  ETIMS_ENV: z.enum(ETIMS_ENVS).default('local'),
  /** The shop's KRA PIN, e.g. P051234567X; the stand-in's demo PIN when local. */
  ETIMS_PIN: optionalText.pipe(z.string().regex(KRA_PIN, 'must be a KRA PIN: A or P, 9 digits, a letter (P051234567X)').optional()),
  /** The branch: 2 digits, 00 the head office. */
  ETIMS_BRANCH_ID: optionalText.pipe(
    z
      .string()
      .regex(/^[0-9]{2}$/, 'must be 2 digits, 00 for the head office')
      .default('00'),
  ),
  /** The device serial KRA approved on the eTIMS portal; the stand-in's demo serial when local. */
  ETIMS_DEVICE_SERIAL: optionalText.pipe(z.string().max(100, 'at most 100 characters').optional()),
  /** A communication key KRA issued before (it issues one per device, once). */
  ETIMS_CMC_KEY: optionalText.pipe(z.string().max(200, 'at most 200 characters').optional()),
  /** The control unit's id KRA gave with ETIMS_CMC_KEY (KRACU…), for a device initialised elsewhere. */
  ETIMS_SDC_ID: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9]{1,40}$/, 'must be the control unit id KRA gave (e.g. KRACU0100000001)')
      .optional(),
  ),
  /** Its MRC number, when KRA gave one. */
  ETIMS_MRC_NO: optionalText.pipe(z.string().max(40, 'at most 40 characters').optional()),
  /** Another API base (absolute URL); local default http://127.0.0.1:4560/etims-api/. */
  ETIMS_BASE_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Milliseconds before a call counts as timed out. */
  ETIMS_TIMEOUT_MS: z.coerce.number().int().min(50).max(600_000).default(DEFAULT_TIMEOUT_MS),
  /** Port of the local stand-in, used for the local default base URL. */
  ETIMS_STANDIN_PORT: z.coerce.number().int().min(1).max(65535).default(LOCAL_STANDIN_DEFAULT_PORT),
});

function fail(variable: string, message: string): never {
  throw new Error(`Invalid eTIMS setting ${variable}: ${message}`);
}

/**
 * The door's settings from environment variables, or null when ETIMS_ENV is off (invoices are
 * queued and wait). Throws naming the variable at fault.
 */
export function etimsSettingsFromEnv(env: Record<string, string | undefined>): EtimsSettings | null {
  const parsed = etimsEnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    fail(issue?.path.join('.') || 'ETIMS_*', issue?.message ?? 'invalid');
  }
  const e = parsed.data;
  if (e.ETIMS_ENV === 'off') return null;
  const target: EtimsEnv = e.ETIMS_ENV;
  const local = target === 'local';
  if (local && env.NODE_ENV === 'production')
    fail('ETIMS_ENV', 'set sandbox, production or off when NODE_ENV is production (the local stand-in is for development)');
  const pin = e.ETIMS_PIN ?? (local ? LOCAL_STANDIN_DEVICE.pin : undefined);
  const deviceSerial = e.ETIMS_DEVICE_SERIAL ?? (local ? LOCAL_STANDIN_DEVICE.deviceSerial : undefined);
  if (!pin) fail('ETIMS_PIN', `required when ETIMS_ENV is ${target}`);
  if (e.ETIMS_SDC_ID && !e.ETIMS_CMC_KEY) fail('ETIMS_CMC_KEY', 'required with ETIMS_SDC_ID (the key KRA gave with that control unit)');
  if (e.ETIMS_MRC_NO && !e.ETIMS_SDC_ID) fail('ETIMS_SDC_ID', 'required with ETIMS_MRC_NO');
  if (!deviceSerial) fail('ETIMS_DEVICE_SERIAL', `required when ETIMS_ENV is ${target} (the serial KRA approved on the eTIMS portal)`);
  const baseUrl = e.ETIMS_BASE_URL ?? (local ? `http://127.0.0.1:${e.ETIMS_STANDIN_PORT}/etims-api/` : ETIMS_BASE_URLS[target]);
  if (target === 'production' && !baseUrl.startsWith('https://')) fail('ETIMS_BASE_URL', 'must be https when ETIMS_ENV is production');
  return {
    env: target,
    baseUrl: baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`,
    pin,
    branchId: e.ETIMS_BRANCH_ID,
    deviceSerial,
    cmcKey: e.ETIMS_CMC_KEY ?? null,
    controlUnit: e.ETIMS_SDC_ID ? { sdcId: e.ETIMS_SDC_ID, mrcNo: e.ETIMS_MRC_NO ?? null } : null,
    timeoutMs: e.ETIMS_TIMEOUT_MS,
    receiptHost: target === 'production' ? ETIMS_RECEIPT_HOSTS.production : ETIMS_RECEIPT_HOSTS.test,
  };
}

/** The link KRA's checker opens for a signed receipt: the QR code's contents (reference §9). */
export function receiptUrl(settings: Pick<EtimsSettings, 'receiptHost' | 'pin' | 'branchId'>, rcptSign: string): string {
  return `https://${settings.receiptHost}/common/link/etims/receipt/indexEtimsReceiptData?Data=${settings.pin}${settings.branchId}${rcptSign}`;
}
