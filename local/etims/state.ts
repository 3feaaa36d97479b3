import { TAX_TYPE_RATES } from './codes.ts';

/**
 * The stand-in's whole state: the devices it initialised, the items registered, every sale and
 * credit note it signed with the numbering of each branch, and the faults it will inject. Devices,
 * items, invoices and numbering are what a restart keeps (persist.ts); faults and counts are not.
 */

export interface StandInDevice {
  tin: string;
  bhfId: string;
  dvcSrlNo: string;
  sdcId: string;
  mrcNo: string;
  /** The secret the device's calls carry. Kept so they can be checked; never listed by the control API. */
  cmcKey: string;
  initialisedAt: string;
}

/** saveItem's body as received, per taxpayer and itemCd. */
export interface StandInItem {
  tin: string;
  bhfId: string;
  itemCd: string;
  itemClsCd: string;
  itemTyCd: string;
  itemNm: string;
  orgnNatCd: string;
  pkgUnitCd: string;
  qtyUnitCd: string;
  taxTyCd: string;
  dftPrc: number;
  useYn: string;
  registeredAt: string;
  updatedAt: string;
}

export interface StandInReceipt {
  curRcptNo: number;
  totRcptNo: number;
  intrlData: string;
  rcptSign: string;
  /** YYYYMMDDhhmmss, Nairobi. */
  sdcDateTime: string;
}

interface StandInLine {
  itemSeq: number;
  itemCd: string;
  itemNm: string;
  qty: number;
  taxTyCd: string;
  taxblAmt: number;
  taxAmt: number;
  totAmt: number;
  [field: string]: unknown;
}

/** A signed sale (S) or credit note (R): saveTrnsSalesOsdc's body as received, who sent it, and the receipt given. */
export interface StandInInvoice {
  tin: string;
  bhfId: string;
  sdcId: string;
  receivedAt: string;
  invcNo: number;
  orgInvcNo: number;
  trdInvcNo: string;
  rcptTyCd: 'S' | 'R';
  custTin: string | null;
  custNm: string | null;
  pmtTyCd: string | null;
  rfdRsnCd: string | null;
  cfmDt: string;
  totItemCnt: number;
  totTaxblAmt: number;
  totTaxAmt: number;
  totAmt: number;
  itemList: StandInLine[];
  /** Every field of the request, as sent (the 15 tax fields, receipt, regrId…). */
  request: Record<string, unknown>;
  receipt: StandInReceipt;
}

/** Each branch's numbering: invcNo is shared by S and R; curRcptNo counts per receipt type. */
export interface StandInBranch {
  lastInvcNo: number;
  rcptNo: { S: number; R: number };
  totRcptNo: number;
}

export const METHODS = [
  'selectInitOsdcInfo',
  'selectCodeList',
  'selectItemClsList',
  'saveItem',
  'saveTrnsSalesOsdc',
  'selectInvoiceDetails',
] as const;
export type MethodName = (typeof METHODS)[number];

/**
 * down: no answer (`refused`: the connection is dropped unanswered) or a gateway's 503 page
 * (`html`); slow: the call is handled, then its answer waits `delayMs`; error: KRA's envelope with
 * `resultCd` and `resultMsg`, nothing done.
 */
export type StandInFault =
  { kind: 'down'; as: 'refused' | 'html' } | { kind: 'slow'; delayMs: number } | { kind: 'error'; resultCd: string; resultMsg: string };

export interface ArmedFault {
  fault: StandInFault;
  /** Only calls of this method; every method when null. */
  method: MethodName | null;
  /** Calls it still applies to; null until cleared. */
  remaining: number | null;
  /** Only sales and credit notes with this trdInvcNo (the shop's order reference); any when null. */
  trdInvcNo: string | null;
}

export interface StandInState {
  devices: StandInDevice[];
  items: StandInItem[];
  invoices: StandInInvoice[];
  /** By `<tin>/<bhfId>`. */
  branches: Record<string, StandInBranch>;
  /** Devices initialised so far (sdcId and mrcNo are numbered from it). */
  deviceCount: number;
  /** Tax type rates in percent, as its code list class 04 says; `ratesChangedAt` dates them for lastReqDt. */
  taxRates: Record<string, number>;
  ratesChangedAt: string | null;
  faults: ArmedFault[];
  calls: Record<MethodName, number>;
}

export function createState(): StandInState {
  return {
    devices: [],
    items: [],
    invoices: [],
    branches: {},
    deviceCount: 0,
    taxRates: { ...TAX_TYPE_RATES },
    ratesChangedAt: null,
    faults: [],
    calls: Object.fromEntries(METHODS.map((m) => [m, 0])) as Record<MethodName, number>,
  };
}

export function resetState(state: StandInState): void {
  Object.assign(state, createState());
}

export function branchOf(state: StandInState, tin: string, bhfId: string): StandInBranch {
  const key = `${tin}/${bhfId}`;
  state.branches[key] ??= { lastInvcNo: 0, rcptNo: { S: 0, R: 0 }, totRcptNo: 0 };
  return state.branches[key];
}

/** The fault for a call of `method` with `body`, if one is armed for it, counting the call against it. */
export function takeFault(state: StandInState, method: MethodName, body: unknown): StandInFault | null {
  const reference = body && typeof body === 'object' ? (body as Record<string, unknown>).trdInvcNo : undefined;
  const index = state.faults.findIndex(
    (f) => (f.method === null || f.method === method) && (f.trdInvcNo === null || f.trdInvcNo === reference),
  );
  const armed = state.faults[index];
  if (!armed) return null;
  if (armed.remaining !== null) {
    armed.remaining -= 1;
    if (armed.remaining <= 0) state.faults.splice(index, 1);
  }
  return armed.fault;
}
