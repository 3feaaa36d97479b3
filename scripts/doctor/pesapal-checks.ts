import {
  createPesapalApi,
  LOCAL_SANDBOX_CREDENTIALS,
  readPesapalConfig,
  type PesapalApi,
  type PesapalConfig,
  type PesapalError,
} from '../../src/server/pesapal/index.ts';
import { fail, ok, reading, reachFix, type Check, type DoctorContext, type Verdict } from './check.ts';

const KEYS_FIX = 'set PESAPAL_ENV=live with PESAPAL_CONSUMER_KEY and PESAPAL_CONSUMER_SECRET from the Pesapal dashboard (docs/payments.md)';
const REGISTER_FIX =
  'npm run doctor -- --register-ipn registers PESAPAL_IPN_URL and prints the ipn_id to set as PESAPAL_IPN_ID (a Node server also registers it when it starts)';

/** The door's configuration, and in production no local sandbox or its public keys. */
function pesapalConfig(context: DoctorContext): { ok: true; value: PesapalConfig } | { ok: false; verdict: Verdict } {
  const config = reading(() => readPesapalConfig({ ...context.env }), KEYS_FIX);
  if (!config.ok || !context.production) return config;
  if (config.value.env === 'local')
    return { ok: false, verdict: fail('PESAPAL_ENV is local: the stand-in takes no real payments', KEYS_FIX) };
  if (config.value.consumerKey === LOCAL_SANDBOX_CREDENTIALS.consumerKey)
    return { ok: false, verdict: fail("PESAPAL_CONSUMER_KEY is the local sandbox's public key", KEYS_FIX) };
  return config;
}

/** The low-level API for the check: no retries, a call never longer than the check's limit. */
function pesapalApi(config: PesapalConfig, context: DoctorContext): PesapalApi {
  return createPesapalApi({ ...config, timeoutMs: Math.min(config.timeoutMs, context.callTimeoutMs) }, { retryDelaysMs: [] });
}

function where(config: PesapalConfig): string {
  if (config.env === 'live') return 'live (pay.pesapal.com, real money)';
  if (config.env === 'sandbox') return 'sandbox (cybqa.pesapal.com, test payments only)';
  return `the local sandbox at ${config.baseUrl}`;
}

function pesapalFailure(error: PesapalError, context: DoctorContext, what: string): Verdict {
  if (error.kind === 'rejected')
    return fail(
      `Pesapal refused ${what} (${error.code ?? `HTTP ${error.httpStatus ?? '?'}`}${error.message ? `: ${error.message}` : ''})`,
      'copy PESAPAL_CONSUMER_KEY and PESAPAL_CONSUMER_SECRET again from the dashboard of the same PESAPAL_ENV (sandbox keys do not work live)',
    );
  return fail(error.message, reachFix(context, 'check the network to Pesapal and PESAPAL_BASE_URL if set'));
}

/** The consumer key and secret get a token (RequestToken). */
export const pesapalCheck: Check = {
  name: 'pesapal',
  async run(context) {
    const config = pesapalConfig(context);
    if (!config.ok) return config.verdict;
    const token = await pesapalApi(config.value, context).requestToken();
    if (!token.ok) return pesapalFailure(token.error, context, 'the consumer key and secret');
    return ok(`${where(config.value)}: the consumer key and secret got a token`);
  },
};

/** Pesapal knows the shop's IPN URL (GetIpnList holds PESAPAL_IPN_ID, or PESAPAL_IPN_URL). */
export const pesapalIpnCheck: Check = {
  name: 'pesapal ipn',
  async run(context) {
    const config = pesapalConfig(context);
    if (!config.ok) return fail('not checked: the Pesapal settings are wrong (the pesapal line)', KEYS_FIX);
    const list = await pesapalApi(config.value, context).getIpnList();
    if (!list.ok) return pesapalFailure(list.error, context, 'the IPN list (GetIpnList)');
    const { ipnId, ipnUrl } = config.value;
    if (ipnId) {
      const known = list.data.find((ipn) => ipn.ipnId === ipnId);
      if (!known)
        return fail(
          `PESAPAL_IPN_ID ${ipnId} is not among the ${list.data.length} IPN URLs Pesapal has for these keys`,
          `unset PESAPAL_IPN_ID, or ${REGISTER_FIX}`,
        );
      return ok(`PESAPAL_IPN_ID ${ipnId} is registered: Pesapal calls ${known.url}`);
    }
    const known = list.data.find((ipn) => ipn.url === ipnUrl);
    if (!known) return fail(`PESAPAL_IPN_URL ${ipnUrl} is not registered with Pesapal`, REGISTER_FIX);
    return ok(`${ipnUrl} is registered (ipn_id ${known.ipnId})`);
  },
};

/** `--register-ipn`: registers PESAPAL_IPN_URL and says which ipn_id to keep. */
export async function registerIpn(context: DoctorContext): Promise<{ ok: boolean; message: string }> {
  const config = pesapalConfig(context);
  if (!config.ok) return { ok: false, message: `Cannot register the IPN URL: ${config.verdict.ok ? '' : config.verdict.problem}` };
  const { ipnUrl, ipnMethod } = config.value;
  if (!ipnUrl) return { ok: false, message: 'Cannot register the IPN URL: set PESAPAL_IPN_URL (https://<your domain>/api/pesapal/ipn)' };
  const answer = await pesapalApi(config.value, context).registerIpn(ipnUrl, ipnMethod);
  if (!answer.ok) return { ok: false, message: `Pesapal did not register ${ipnUrl}: ${answer.error.message}` };
  return {
    ok: true,
    message: `Registered ${ipnUrl} (${ipnMethod}) with Pesapal ${config.value.env}: ipn_id ${answer.data.ipn_id}. Set PESAPAL_IPN_ID=${answer.data.ipn_id} on every host.`,
  };
}
