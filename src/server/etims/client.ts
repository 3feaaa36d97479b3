import { z } from 'zod';
import type { EtimsAnswer, EtimsClient, EtimsSettings } from './types.ts';
import {
  codeListSchema,
  deviceSchema,
  envelopeSchema,
  itemClassesSchema,
  itemRequestBody,
  receiptSchema,
  saleRequestBody,
} from './wire.ts';

/**
 * The one door to KRA's OSCU API (reference kra-etims-oscu.md §2–§7): every call `POST
 * <base><method>` with JSON, the headers tin, bhfId and cmcKey on all but initialisation, a
 * timeout, and every answer checked with zod and sorted into ok / refused / unreachable / timeout.
 * The communication key goes in a header and nowhere else: no error carries it.
 */

/** What a call does with KRA's "no search result" (001): the empty answer, or undefined where 001 means nothing (then it is a refusal). */
interface Call<T> {
  method: string;
  body: Record<string, unknown>;
  cmcKey: string | null;
  /** The data of a 000 answer. */
  schema: z.ZodType<T>;
  /** The answer to 001. */
  empty?: T;
}

function describe(error: unknown): { timeout: boolean; message: string } {
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') return { timeout: true, message: 'KRA eTIMS did not answer in time' };
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : error instanceof Error ? error.message : '';
  return { timeout: false, message: `Could not reach KRA eTIMS${cause ? `: ${cause}` : ''}` };
}

const issueAt = (error: z.ZodError) => {
  const issue = error.issues[0];
  return `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`;
};

export function createEtimsClient(settings: EtimsSettings, fetchImpl: typeof fetch = fetch): EtimsClient {
  async function call<T>({ method, body, cmcKey, schema, empty }: Call<T>): Promise<EtimsAnswer<T>> {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (cmcKey !== null) Object.assign(headers, { tin: settings.pin, bhfId: settings.branchId, cmcKey });
    let status: number;
    let text: string;
    try {
      // Called unbound: workerd refuses `fetch` called as a method of another object.
      const send = fetchImpl;
      const response = await send(`${settings.baseUrl}${method}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const { timeout, message } = describe(error);
      return { ok: false, kind: timeout ? 'timeout' : 'unreachable', error: `${method}: ${message}` };
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      const what = /^\s*</.test(text) ? 'an HTML page' : text.trim() ? 'an answer that is not JSON' : 'an empty answer';
      return { ok: false, kind: 'unreachable', error: `${method}: KRA eTIMS sent ${what} (HTTP ${status})` };
    }
    const envelope = envelopeSchema.safeParse(json);
    if (!envelope.success)
      return { ok: false, kind: 'unreachable', error: `${method}: not KRA's answer (HTTP ${status}) at ${issueAt(envelope.error)}` };
    const { resultCd, resultMsg, resultDt, data } = envelope.data;
    if (resultCd === '001' && empty !== undefined) return { ok: true, resultCd, resultMsg, resultDt, data: empty };
    if (resultCd !== '000') return { ok: false, kind: 'refused', resultCd, resultMsg, resultDt };
    const parsed = schema.safeParse(data ?? null);
    if (parsed.success) return { ok: true, resultCd, resultMsg, resultDt, data: parsed.data };
    // KRA said 000 but its data is not what it should be: it may have acted (signed a sale), so
    // this counts as an answer not had, which the worker asks about again, not as a refusal.
    return { ok: false, kind: 'timeout', error: `${method}: KRA answered 000 with data not as expected at ${issueAt(parsed.error)}` };
  }

  /** saveItem answers with data null; whatever it sends there is not read. */
  const nothing = z.unknown().transform(() => null);

  return {
    settings,
    initialise: () =>
      call({
        method: 'selectInitOsdcInfo',
        body: { tin: settings.pin, bhfId: settings.branchId, dvcSrlNo: settings.deviceSerial },
        cmcKey: null,
        schema: deviceSchema,
      }),
    codeList: (cmcKey, lastReqDt) => call({ method: 'selectCodeList', body: { lastReqDt }, cmcKey, schema: codeListSchema, empty: [] }),
    itemClasses: (cmcKey, lastReqDt) =>
      call({ method: 'selectItemClsList', body: { lastReqDt }, cmcKey, schema: itemClassesSchema, empty: [] }),
    saveItem: (cmcKey, item) => call({ method: 'saveItem', body: itemRequestBody(item), cmcKey, schema: nothing }),
    saveSale: (cmcKey, sale) => call({ method: 'saveTrnsSalesOsdc', body: saleRequestBody(sale), cmcKey, schema: receiptSchema }),
    invoiceDetails: (cmcKey, invcNo) =>
      call({ method: 'selectInvoiceDetails', body: { invcNo }, cmcKey, schema: receiptSchema.nullable(), empty: null }),
  };
}
