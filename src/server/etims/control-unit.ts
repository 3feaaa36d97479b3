import type { TaxDocument } from '../../lib/tax/documents.ts';
import { TAX_TYPES, type TaxType } from '../../lib/tax/tax-types.ts';
import type { BranchKey } from '../db/etims-registry.ts';
import type { Database } from '../db/index.ts';
import type { EtimsAnswer, EtimsClient } from './types.ts';

/**
 * The eTIMS worker's control unit (step 1 of worker.ts): initialised once per branch, its
 * communication key kept; KRA's tax rates read daily and checked against a document's before it is sent.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** KRA's words for an answer that is not a signature. */
export function refusalText(answer: Exclude<EtimsAnswer<unknown>, { ok: true }>): { code: string | null; message: string } {
  return answer.kind === 'refused'
    ? { code: answer.resultCd, message: `${answer.resultCd} ${answer.resultMsg}` }
    : {
        code: null,
        message: answer.kind === 'timeout' ? `KRA did not answer in time: ${answer.error}` : `KRA unreachable: ${answer.error}`,
      };
}

export interface Device {
  cmcKey: string;
  sdcId: string;
  mrcNo: string | null;
  ratesBp: Partial<Record<TaxType, number>>;
}

/** KRA's tax rates from its code list (class 04, the rate in userDfnCd1), in basis points. */
function ratesOf(codes: ReadonlyArray<{ cdCls: string; cd: string; userDfnCd1: string | null }>): Partial<Record<TaxType, number>> {
  const rates: Partial<Record<TaxType, number>> = {};
  for (const code of codes) {
    const rate = Number(code.userDfnCd1);
    if (code.cdCls === '04' && (TAX_TYPES as readonly string[]).includes(code.cd) && Number.isFinite(rate))
      rates[code.cd as TaxType] = Math.round(rate * 100);
  }
  return rates;
}

/**
 * The branch's control unit: the one kept, or the key and unit the settings give, or a new
 * initialisation; KRA's tax rates read again when a day old. A string says why there is none.
 */
export async function deviceOf(db: Database, client: EtimsClient, key: BranchKey): Promise<Device | string> {
  let stored = await db.taxDocuments.device(key);
  const given = client.settings.controlUnit;
  if (!stored && client.settings.cmcKey && given) {
    // Initialised elsewhere (a second initialisation would answer 902): the key and unit KRA gave then.
    await db.taxDocuments.saveDevice(key, {
      deviceSerial: client.settings.deviceSerial,
      cmcKey: client.settings.cmcKey,
      sdcId: given.sdcId,
      mrcNo: given.mrcNo,
      taxpayerName: null,
      branchName: null,
    });
    stored = await db.taxDocuments.device(key);
  }
  if (!stored) {
    const init = await client.initialise();
    if (!init.ok) return `The control unit could not be initialised: ${refusalText(init).message}`;
    const info = init.data;
    await db.taxDocuments.saveDevice(key, {
      deviceSerial: client.settings.deviceSerial,
      cmcKey: client.settings.cmcKey ?? info.cmcKey,
      sdcId: info.sdcId,
      mrcNo: info.mrcNo,
      taxpayerName: info.taxpayerName,
      branchName: info.branchName,
    });
    stored = await db.taxDocuments.device(key);
    if (!stored) return 'The control unit was not kept';
  }
  let ratesBp = (stored.taxRatesBp ?? {}) as Partial<Record<TaxType, number>>;
  if (!stored.codesFetchedAt || Date.now() - new Date(stored.codesFetchedAt).getTime() > DAY_MS) {
    const codes = await client.codeList(stored.cmcKey, '20180101000000');
    if (codes.ok) {
      const fresh = ratesOf(codes.data);
      if (Object.keys(fresh).length > 0) {
        ratesBp = fresh;
        await db.taxDocuments.saveTaxRates(key, fresh);
      }
    }
  }
  return { cmcKey: stored.cmcKey, sdcId: stored.sdcId, mrcNo: stored.mrcNo, ratesBp };
}

/** A tax type of the document whose rate KRA's list gives differently from the rate it was sold at. */
export function rateMismatch(doc: TaxDocument, device: Device): string | null {
  for (const type of TAX_TYPES) {
    const totals = doc.totals?.byType[type];
    const kra = device.ratesBp[type];
    if (totals && totals.grossCents !== 0 && kra !== undefined && totals.rateBp !== null && kra !== totals.rateBp)
      return `KRA's code list gives tax type ${type} at ${kra / 100} %, the order was sold at ${totals.rateBp / 100} %: check the CMS tax types and the law, then retry`;
  }
  return null;
}
