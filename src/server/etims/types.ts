/**
 * The eTIMS door's contract (KRA's OSCU API; reference kra-etims-oscu.md): what the client in
 * client.ts does, and the shapes it sends and answers with. Every call is `POST <base><method>`
 * with a JSON body; all but initialisation carry the headers tin, bhfId and cmcKey. Amounts on
 * the wire are shillings as JSON numbers with at most two decimals; the shop's code speaks cents
 * and converts at this door only (wire.ts).
 */

/** Where the door sends: the stand-in (local/etims), KRA's sandbox, or production. */
export type EtimsEnv = 'local' | 'sandbox' | 'production';

export interface EtimsSettings {
  env: EtimsEnv;
  /** `https://etims-api-sbx.kra.go.ke/etims-api/` and the like, ending in '/'. */
  baseUrl: string;
  /** The shop's KRA PIN (11 characters, e.g. P051234567X): the `tin` header. */
  pin: string;
  /** The branch, 2 digits: '00' is the head office. */
  branchId: string;
  /** The device serial KRA approved on the eTIMS portal. */
  deviceSerial: string;
  /**
   * The communication key, when it was issued before and is kept outside the database (KRA issues
   * it once: a second initialisation answers 902). Null: the key initialisation stored is used.
   */
  cmcKey: string | null;
  /**
   * The control unit KRA gave that key with (sdcId, and its mrcNo), when the device was initialised
   * elsewhere: with the key, the shop uses them without initialising (which would answer 902).
   */
  controlUnit?: { sdcId: string; mrcNo: string | null } | null;
  /** How long one call may take before it counts as timed out (KRA is often congested: Odoo waits 120 s). */
  timeoutMs: number;
  /** Whether the QR code links to KRA's sandbox checker (etims-sbx.kra.go.ke) or the live one. */
  receiptHost: string;
}

/** What initialisation answers (selectInitOsdcInfo, data.info), as the shop keeps it. */
export interface EtimsDevice {
  tin: string;
  taxpayerName: string;
  branchId: string;
  branchName: string | null;
  /** The control unit's id, e.g. KRACU013000001: printed on every invoice. */
  sdcId: string;
  mrcNo: string | null;
  /** The secret the other calls carry. Never logged, never answered to a browser. */
  cmcKey: string;
}

/**
 * Every answer, sorted: `ok` for resultCd 000 (and 001, "no search result", which is an empty
 * answer, not an error); `refused` for any other code KRA gave, with its message; `unreachable`
 * when no answer came (refused connection, DNS, a 5xx page that is not KRA's envelope) and
 * `timeout` when none came in time: then KRA may or may not have the request.
 */
export type EtimsAnswer<T> =
  | { ok: true; resultCd: string; resultMsg: string; resultDt: string | null; data: T }
  | { ok: false; kind: 'refused'; resultCd: string; resultMsg: string; resultDt: string | null }
  | { ok: false; kind: 'unreachable' | 'timeout'; error: string };

/** One code of KRA's code lists (selectCodeList), e.g. class 04 code B with userDfnCd1 "16". */
export interface EtimsCode {
  cdCls: string;
  cd: string;
  cdNm: string;
  userDfnCd1: string | null;
  useYn: string;
}

/** An item's registration (saveItem): reference §6. Prices in cents here, shillings on the wire. */
export interface EtimsItem {
  itemCd: string;
  itemClsCd: string;
  /** 2 finished product, 3 service. */
  itemTyCd: '1' | '2' | '3';
  itemNm: string;
  orgnNatCd: string;
  pkgUnitCd: string;
  qtyUnitCd: string;
  taxTyCd: string;
  defaultPriceCents: number;
  useYn: 'Y' | 'N';
}

/** One line of a sale or credit note (itemList[]); cents, split as lib/tax/vat.ts splits them. */
export interface EtimsSaleLine {
  itemSeq: number;
  itemCd: string;
  itemClsCd: string;
  itemNm: string;
  pkgUnitCd: string;
  pkg: number;
  qtyUnitCd: string;
  qty: number;
  /** VAT-exclusive unit price (prc), cents; may carry a fraction of a cent where qty > 1 (sent rounded to 2 dp). */
  unitNetCents: number;
  /** VAT-exclusive amount before discount (splyAmt) = taxblAmt here: the shop gives no line discounts. */
  netCents: number;
  taxTyCd: string;
  vatCents: number;
  /** The VAT-inclusive line amount (totAmt). */
  grossCents: number;
}

/** The sale or credit note as the shop builds it (sale-payload.ts); wire.ts turns it into saveTrnsSalesOsdc's JSON. */
export interface EtimsSale {
  invcNo: number;
  /** 0 for a sale; the original's invcNo for a credit note. */
  orgInvcNo: number;
  /** The shop's reference (the order reference). */
  trdInvcNo: string;
  custTin: string | null;
  custNm: string | null;
  custMblNo: string | null;
  rcptTyCd: 'S' | 'R';
  /** 06 mobile money, 05 card, 01 cash… (code class 07). */
  pmtTyCd: string;
  /** The credit note's reason (code class 32): 06 refund. */
  rfdRsnCd: string | null;
  /** The tax point, as a Date (sent as Nairobi local time). */
  confirmedAt: Date;
  /** Per type A–E: taxable (net), rate (bp) and VAT, cents; all five always sent. */
  taxblAmt: Record<'A' | 'B' | 'C' | 'D' | 'E', number>;
  taxRtBp: Record<'A' | 'B' | 'C' | 'D' | 'E', number>;
  taxAmt: Record<'A' | 'B' | 'C' | 'D' | 'E', number>;
  totTaxblAmt: number;
  totTaxAmt: number;
  totAmt: number;
  remark: string | null;
  lines: EtimsSaleLine[];
}

/** What KRA signs a sale with (saveTrnsSalesOsdc / selectInvoiceDetails, data). */
export interface EtimsReceipt {
  curRcptNo: number;
  totRcptNo: number;
  intrlData: string;
  rcptSign: string;
  /** The control unit's signing time, as KRA sent it (YYYYMMDDhhmmss, or 2024-04-15 15:30:39.0 from selectInvoiceDetails). */
  sdcDateTime: string;
}

/** The one door to KRA's OSCU API (client.ts), and the same API of the stand-in (local/etims). */
export interface EtimsClient {
  readonly settings: EtimsSettings;
  /** selectInitOsdcInfo {tin, bhfId, dvcSrlNo}: the device and its communication key. */
  initialise(): Promise<EtimsAnswer<EtimsDevice>>;
  /** selectCodeList {lastReqDt}: the codes changed since then ('20180520000000' for all). */
  codeList(cmcKey: string, lastReqDt: string): Promise<EtimsAnswer<EtimsCode[]>>;
  /** selectItemClsList {lastReqDt}: KRA's item classes (UNSPSC-based) with their tax types. */
  itemClasses(
    cmcKey: string,
    lastReqDt: string,
  ): Promise<EtimsAnswer<Array<{ itemClsCd: string; itemClsNm: string; taxTyCd: string | null; useYn: string }>>>;
  /** saveItem: registers (or updates, or retires with useYn N) an item. */
  saveItem(cmcKey: string, item: EtimsItem): Promise<EtimsAnswer<null>>;
  /** saveTrnsSalesOsdc: a sale (rcptTyCd S) or credit note (R), signed. */
  saveSale(cmcKey: string, sale: EtimsSale): Promise<EtimsAnswer<EtimsReceipt>>;
  /** selectInvoiceDetails {invcNo}: what KRA holds for a number (after a timeout); ok with null data when it has none (001). */
  invoiceDetails(cmcKey: string, invcNo: number): Promise<EtimsAnswer<EtimsReceipt | null>>;
}
