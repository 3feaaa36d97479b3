import { z } from 'zod';
import type { EtimsCode, EtimsDevice, EtimsItem, EtimsReceipt, EtimsSale, EtimsSaleLine } from './types.ts';
import { etimsDate, etimsDateTime, parseSdcDateTime, percent, shillings } from './wire-format.ts';

/**
 * KRA's OSCU JSON (reference kra-etims-oscu.md §2–§7): the answer envelope and each answer's data
 * as zod schemas that reshape into the door's types, and the request bodies built from them.
 * Nothing outside src/server/etims and local/etims knows these field names.
 */

export { etimsDate, etimsDateTime, parseSdcDateTime, percent, shillings } from './wire-format.ts';

/** Who registers and changes records, as KRA's regrId/regrNm/modrId/modrNm want it. */
const SYSTEM_USER = { id: 'web', name: 'Web shop' } as const;

const TYPES = ['A', 'B', 'C', 'D', 'E'] as const;

/** Every answer: `{ resultCd, resultMsg, resultDt, data }`; data may be null (save calls) or absent. */
export const envelopeSchema = z.object({
  resultCd: z.string().regex(/^\d{2,4}$/, 'a result code of digits'),
  resultMsg: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  resultDt: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  data: z.unknown().optional(),
});

/** Text that KRA may send as a number (mrcNo, userDfnCd1). */
const text = z.union([z.string(), z.number()]).transform(String);
/** A counter that KRA may send as a number or as digits. */
const counter = z.union([z.number().int().nonnegative(), z.string().regex(/^\d+$/).transform(Number)]);

/** selectInitOsdcInfo: data.info (reference §2.4). */
export const deviceSchema = z
  .object({
    info: z.object({
      tin: z.string().min(1),
      taxprNm: z.string().nullish(),
      bhfId: z.string().min(1),
      bhfNm: z.string().nullish(),
      sdcId: z.string().min(1),
      mrcNo: text.nullish(),
      cmcKey: z.string().min(1),
    }),
  })
  .transform(({ info }): EtimsDevice => ({
    tin: info.tin,
    taxpayerName: info.taxprNm ?? '',
    branchId: info.bhfId,
    branchName: info.bhfNm ?? null,
    sdcId: info.sdcId,
    mrcNo: info.mrcNo ?? null,
    cmcKey: info.cmcKey,
  }));

/** selectCodeList: data.clsList[].dtlList[] (reference §4), flattened to one code per entry. */
export const codeListSchema = z
  .object({
    clsList: z.array(
      z.object({
        cdCls: z.string().min(1),
        dtlList: z.array(z.object({ cd: z.string().min(1), cdNm: z.string(), userDfnCd1: text.nullish(), useYn: z.string() })).nullish(),
      }),
    ),
  })
  .transform(({ clsList }): EtimsCode[] =>
    clsList.flatMap((cls) =>
      (cls.dtlList ?? []).map((code) => ({
        cdCls: cls.cdCls,
        cd: code.cd,
        cdNm: code.cdNm,
        userDfnCd1: code.userDfnCd1 ?? null,
        useYn: code.useYn,
      })),
    ),
  );

/** selectItemClsList: data.itemClsList (reference §5). */
export const itemClassesSchema = z
  .object({
    itemClsList: z.array(
      z.object({ itemClsCd: z.string().min(1), itemClsNm: z.string(), taxTyCd: z.string().nullish(), useYn: z.string() }),
    ),
  })
  .transform(({ itemClsList }) =>
    itemClsList.map((c) => ({ itemClsCd: c.itemClsCd, itemClsNm: c.itemClsNm, taxTyCd: c.taxTyCd ?? null, useYn: c.useYn })),
  );

/** saveTrnsSalesOsdc's data, and selectInvoiceDetails' (reference §7.4, §2.5): the signature. */
export const receiptSchema = z
  .object({
    curRcptNo: counter,
    totRcptNo: counter,
    intrlData: z.string().min(1),
    rcptSign: z.string().min(1),
    sdcDateTime: z.string().refine((v) => parseSdcDateTime(v) !== null, 'YYYYMMDDhhmmss or YYYY-MM-DD hh:mm:ss.S'),
  })
  .transform((r): EtimsReceipt => ({
    curRcptNo: r.curRcptNo,
    totRcptNo: r.totRcptNo,
    intrlData: r.intrlData,
    rcptSign: r.rcptSign,
    sdcDateTime: r.sdcDateTime,
  }));

const cap = (value: string | null, length: number) => (value === null ? null : value.slice(0, length));

function wireLine(line: EtimsSaleLine): Record<string, unknown> {
  return {
    itemSeq: line.itemSeq,
    itemCd: line.itemCd,
    itemClsCd: line.itemClsCd,
    itemNm: cap(line.itemNm, 200),
    bcd: null,
    pkgUnitCd: line.pkgUnitCd,
    pkg: line.pkg,
    qtyUnitCd: line.qtyUnitCd,
    qty: line.qty,
    prc: shillings(line.unitNetCents),
    splyAmt: shillings(line.netCents),
    dcRt: 0,
    dcAmt: 0,
    isrccCd: null,
    isrccNm: null,
    isrcRt: null,
    isrcAmt: null,
    taxTyCd: line.taxTyCd,
    taxblAmt: shillings(line.netCents),
    taxAmt: shillings(line.vatCents),
    totAmt: shillings(line.grossCents),
  };
}

/**
 * saveTrnsSalesOsdc's body for a sale (S) or credit note (R), as reference §7 and the worked
 * example of §14 write it: all fifteen tax fields, rates in percent, amounts in shillings, times
 * in Nairobi local time; for a credit note its date and reason.
 */
export function saleRequestBody(sale: EtimsSale): Record<string, unknown> {
  const confirmed = etimsDateTime(sale.confirmedAt);
  const credit = sale.rcptTyCd === 'R';
  const perType = (prefix: string, values: Record<(typeof TYPES)[number], number>, as: (v: number) => number) =>
    Object.fromEntries(TYPES.map((t) => [`${prefix}${t}`, as(values[t])]));
  return {
    invcNo: sale.invcNo,
    orgInvcNo: sale.orgInvcNo,
    trdInvcNo: cap(sale.trdInvcNo, 50),
    custTin: sale.custTin,
    custNm: cap(sale.custNm, 60),
    salesTyCd: 'N',
    rcptTyCd: sale.rcptTyCd,
    pmtTyCd: sale.pmtTyCd,
    salesSttsCd: '02',
    cfmDt: confirmed,
    salesDt: etimsDate(sale.confirmedAt),
    stockRlsDt: null,
    cnclReqDt: null,
    cnclDt: null,
    rfdDt: credit ? confirmed : null,
    rfdRsnCd: credit ? sale.rfdRsnCd : null,
    totItemCnt: sale.lines.length,
    ...perType('taxblAmt', sale.taxblAmt, shillings),
    ...perType('taxRt', sale.taxRtBp, percent),
    ...perType('taxAmt', sale.taxAmt, shillings),
    totTaxblAmt: shillings(sale.totTaxblAmt),
    totTaxAmt: shillings(sale.totTaxAmt),
    totAmt: shillings(sale.totAmt),
    prchrAcptcYn: 'N',
    remark: cap(sale.remark, 400),
    regrId: SYSTEM_USER.id,
    regrNm: SYSTEM_USER.name,
    modrId: SYSTEM_USER.id,
    modrNm: SYSTEM_USER.name,
    receipt: {
      custTin: sale.custTin,
      custMblNo: cap(sale.custMblNo, 20),
      rcptPbctDt: confirmed,
      trdeNm: null,
      adrs: null,
      topMsg: null,
      btmMsg: null,
      prchrAcptcYn: 'N',
    },
    itemList: sale.lines.map(wireLine),
  };
}

/** saveItem's body (reference §6): an item registered, changed, or retired with useYn N. */
export function itemRequestBody(item: EtimsItem): Record<string, unknown> {
  return {
    itemCd: item.itemCd,
    itemClsCd: item.itemClsCd,
    itemTyCd: item.itemTyCd,
    itemNm: cap(item.itemNm, 200),
    itemStdNm: null,
    orgnNatCd: item.orgnNatCd,
    pkgUnitCd: item.pkgUnitCd,
    qtyUnitCd: item.qtyUnitCd,
    taxTyCd: item.taxTyCd,
    btchNo: null,
    bcd: null,
    dftPrc: shillings(item.defaultPriceCents),
    grpPrcL1: null,
    grpPrcL2: null,
    grpPrcL3: null,
    grpPrcL4: null,
    grpPrcL5: null,
    addInfo: null,
    sftyQty: null,
    isrcAplcbYn: 'N',
    useYn: item.useYn,
    regrId: SYSTEM_USER.id,
    regrNm: SYSTEM_USER.name,
    modrId: SYSTEM_USER.id,
    modrNm: SYSTEM_USER.name,
  };
}
