import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEtimsStandInForTests, type EtimsStandInForTests } from '../../local/etims/testing.ts';
import { STATUTORY_RATE_BP, TAX_TYPES, type TaxType } from '../../src/lib/tax/tax-types.ts';
import { splitGross, taxSummary } from '../../src/lib/tax/vat.ts';
import { parseSdcDateTime } from '../../src/server/etims/wire.ts';
import type { EtimsClient, EtimsItem, EtimsSale } from '../../src/server/etims/types.ts';

/** The real door (src/server/etims) against the stand-in (local/etims): KRA's OSCU API and its checks. */

let etims: EtimsStandInForTests;
let client: EtimsClient;
let key: string;

beforeAll(async () => {
  etims = await startEtimsStandInForTests();
});
afterAll(() => etims.stop());
beforeEach(async () => {
  await etims.control.reset();
  client = etims.client();
  const device = await client.initialise();
  if (!device.ok) throw new Error(`initialise: ${JSON.stringify(device)}`);
  key = device.data.cmcKey;
});

const item = (itemCd: string, taxTyCd: TaxType = 'B', itemTyCd: '2' | '3' = '2'): EtimsItem => ({
  itemCd,
  itemClsCd: itemTyCd === '3' ? '78101800' : '39121000',
  itemTyCd,
  itemNm: itemCd === 'KE3OUU0000001' ? 'Delivery' : 'Hybrid inverter 5 kVA',
  orgnNatCd: itemTyCd === '3' ? 'KE' : 'CN',
  pkgUnitCd: itemTyCd === '3' ? 'OU' : 'CT',
  qtyUnitCd: 'U',
  taxTyCd,
  defaultPriceCents: 17_575_000,
  useYn: 'Y',
});

const INVERTER = 'CN2CTU0000017';
const DELIVERY = 'KE3OUU0000001';
const PANEL = 'CN2CTU0000018';

async function registerItems() {
  for (const i of [item(INVERTER), item(DELIVERY, 'B', '3'), item(PANEL, 'A')]) {
    const saved = await client.saveItem(key, i);
    if (!saved.ok) throw new Error(`saveItem: ${JSON.stringify(saved)}`);
  }
}

/** A sale (or credit note) of `lines`, split per line and summed per type as lib/tax does. */
function sale(invcNo: number, lines: Array<{ itemCd: string; gross: number; type?: TaxType }>, extra: Partial<EtimsSale> = {}): EtimsSale {
  const taxed = lines.map((l) => ({ ...l, taxType: l.type ?? 'B', rateBp: STATUTORY_RATE_BP[l.type ?? 'B'], grossCents: l.gross }));
  const summary = taxSummary(taxed);
  const per = (pick: (t: TaxType) => number) => Object.fromEntries(TAX_TYPES.map((t) => [t, pick(t)])) as Record<TaxType, number>;
  return {
    invcNo,
    orgInvcNo: 0,
    trdInvcNo: `SK-${1000 + invcNo}`,
    custTin: null,
    custNm: null,
    custMblNo: '0712345678',
    rcptTyCd: 'S',
    pmtTyCd: '06',
    rfdRsnCd: null,
    confirmedAt: new Date('2026-11-30T09:00:00Z'),
    taxblAmt: per((t) => summary.byType[t].taxableCents),
    taxRtBp: per((t) => STATUTORY_RATE_BP[t]),
    taxAmt: per((t) => summary.byType[t].vatCents),
    totTaxblAmt: summary.taxableCents,
    totTaxAmt: summary.vatCents,
    totAmt: summary.grossCents,
    remark: null,
    lines: taxed.map((l, index) => {
      const { netCents, vatCents } = splitGross(l.grossCents, l.rateBp);
      return {
        itemSeq: index + 1,
        itemCd: l.itemCd,
        itemClsCd: '39121000',
        itemNm: l.itemCd,
        pkgUnitCd: 'CT',
        pkg: 1,
        qtyUnitCd: 'U',
        qty: 1,
        unitNetCents: netCents,
        netCents,
        taxTyCd: l.taxType,
        vatCents,
        grossCents: l.grossCents,
      };
    }),
    ...extra,
  };
}

const workedExample = (invcNo: number, extra: Partial<EtimsSale> = {}) =>
  sale(
    invcNo,
    [
      { itemCd: INVERTER, gross: 17_575_000 },
      { itemCd: DELIVERY, gross: 350_000 },
    ],
    extra,
  );

const credit = (invcNo: number, orgInvcNo: number, gross: number, extra: Partial<EtimsSale> = {}) =>
  sale(invcNo, [{ itemCd: INVERTER, gross }], {
    orgInvcNo,
    rcptTyCd: 'R',
    rfdRsnCd: '06',
    confirmedAt: new Date('2026-12-02T09:00:00Z'),
    ...extra,
  });

/** A raw call, to send what the door never would. */
async function post(method: string, body: unknown, headers: Record<string, string>) {
  const response = await fetch(`${etims.standIn.baseUrl}${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return (await response.json()) as { resultCd: string; resultMsg: string; data: unknown };
}

describe('initialisation', () => {
  it('answers the control unit id, MRC number and a communication key; a second one of the same serial is 902', async () => {
    await etims.control.reset();
    const first = await client.initialise();
    expect(first).toMatchObject({
      ok: true,
      resultCd: '000',
      data: {
        tin: 'P052000000S',
        branchId: '00',
        sdcId: 'KRACU0100000001',
        mrcNo: expect.stringMatching(/^WIS01\d{6}$/),
        cmcKey: expect.stringMatching(/^[0-9A-F]{64}$/),
      },
    });
    expect(await client.initialise()).toMatchObject({ ok: false, kind: 'refused', resultCd: '902' });
    const devices = await etims.control.devices();
    expect(devices).toHaveLength(1);
    expect(JSON.stringify(devices)).not.toContain(first.ok ? first.data.cmcKey : 'x');
  });

  it('a malformed PIN is 910 naming tin', async () => {
    expect(await etims.client({ pin: 'X1' }).initialise()).toMatchObject({
      kind: 'refused',
      resultCd: '910',
      resultMsg: expect.stringContaining('tin'),
    });
  });
});

describe('code lists and item classes', () => {
  it("class 04 carries Kenya's rates, with the payment, unit, item type, refund reason and receipt type classes", async () => {
    const codes = await client.codeList(key, '20180520000000');
    if (!codes.ok) throw new Error(JSON.stringify(codes));
    const rates = Object.fromEntries(codes.data.filter((c) => c.cdCls === '04').map((c) => [c.cd, c.userDfnCd1]));
    expect(rates).toEqual({ A: '0', B: '16', C: '0', D: '0', E: '8' });
    expect(new Set(codes.data.map((c) => c.cdCls))).toEqual(new Set(['04', '07', '10', '17', '24', '32', '37']));
    expect(codes.data).toContainEqual({ cdCls: '07', cd: '06', cdNm: 'MOBILE MONEY', userDfnCd1: null, useYn: 'Y' });
    expect(codes.data).toContainEqual(expect.objectContaining({ cdCls: '32', cd: '06', cdNm: 'Refund' }));
  });

  it('nothing changed since lastReqDt is 001, an empty list', async () => {
    expect(await client.codeList(key, '20990101000000')).toMatchObject({ ok: true, resultCd: '001', data: [] });
    expect(await client.itemClasses(key, '20990101000000')).toMatchObject({ ok: true, resultCd: '001', data: [] });
  });

  it('a rate changed at KRA comes back alone, and sales at the old rate are refused', async () => {
    await registerItems();
    await etims.control.taxRates({ B: 18 });
    const changed = await client.codeList(key, '20250101000000');
    expect(changed.ok && changed.data.filter((c) => c.cd === 'B')).toEqual([expect.objectContaining({ cdCls: '04', userDfnCd1: '18' })]);
    expect(changed.ok && new Set(changed.data.map((c) => c.cdCls))).toEqual(new Set(['04']));
    expect(await client.saveSale(key, workedExample(1))).toMatchObject({
      kind: 'refused',
      resultCd: '910',
      resultMsg: expect.stringContaining('taxRtB'),
    });
  });

  it('item classes include solar goods and services', async () => {
    const classes = await client.itemClasses(key, '20180520000000');
    if (!classes.ok) throw new Error(JSON.stringify(classes));
    const names = classes.data.map((c) => c.itemClsNm).join(' | ');
    for (const word of ['solar panels', 'Batteries', 'inverters', 'installation', 'delivery']) expect(names).toContain(word);
  });
});

describe('items', () => {
  it('registers, updates and lists an item', async () => {
    expect(await client.saveItem(key, item(INVERTER))).toMatchObject({ ok: true, resultCd: '000', data: null });
    expect(await client.saveItem(key, { ...item(INVERTER), itemNm: 'Hybrid inverter 5 kVA (v2)' })).toMatchObject({ ok: true });
    expect(await etims.control.items()).toEqual([
      expect.objectContaining({ itemCd: INVERTER, itemNm: 'Hybrid inverter 5 kVA (v2)', taxTyCd: 'B', dftPrc: 175750, tin: 'P052000000S' }),
    ]);
  });

  it.each([
    ['itemClsCd', { itemClsCd: undefined }, 'itemClsCd: is required'],
    ['orgnNatCd', { orgnNatCd: 'Kenya' }, 'orgnNatCd'],
    ['dftPrc', { dftPrc: 10.001 }, 'dftPrc: must have at most 2 decimals'],
    ['taxTyCd', { taxTyCd: 'F' }, 'taxTyCd'],
    ['regrNm', { regrNm: undefined }, 'regrNm: is required'],
  ])('a missing or wrong %s is 910 naming it', async (_field, change, message) => {
    const body = {
      itemCd: 'X1',
      itemClsCd: '39121000',
      itemTyCd: '2',
      itemNm: 'X',
      orgnNatCd: 'CN',
      pkgUnitCd: 'CT',
      qtyUnitCd: 'U',
      taxTyCd: 'B',
      dftPrc: 10,
      isrcAplcbYn: 'N',
      useYn: 'Y',
      regrId: 'web',
      regrNm: 'Web shop',
      modrId: 'web',
      modrNm: 'Web shop',
      ...change,
    };
    const answer = await post('saveItem', body, { tin: 'P052000000S', bhfId: '00', cmcKey: key });
    expect(answer).toMatchObject({ resultCd: '910', resultMsg: expect.stringContaining(message) });
  });
});

describe('sales', () => {
  beforeEach(registerItems);

  it('signs the worked example and keeps it with its OSCU fields', async () => {
    const signed = await client.saveSale(key, workedExample(1));
    expect(signed).toMatchObject({
      ok: true,
      resultCd: '000',
      data: {
        curRcptNo: 1,
        totRcptNo: 1,
        intrlData: expect.stringMatching(/^[A-Z2-7]{26}$/),
        rcptSign: expect.stringMatching(/^[A-Z2-7]{16}$/),
        sdcDateTime: expect.stringMatching(/^\d{14}$/),
      },
    });
    const [kept, ...rest] = await etims.control.invoices();
    expect(rest).toEqual([]);
    expect(kept).toMatchObject({
      tin: 'P052000000S',
      bhfId: '00',
      sdcId: 'KRACU0100000001',
      invcNo: 1,
      orgInvcNo: 0,
      rcptTyCd: 'S',
      custTin: null,
      totTaxblAmt: 154525.86,
      totTaxAmt: 24724.14,
      totAmt: 179250,
      request: { taxblAmtB: 154525.86, taxAmtB: 24724.14, taxRtB: 16, taxRtE: 8, salesTyCd: 'N', salesSttsCd: '02' },
      receipt: signed.ok ? signed.data : {},
    });
    expect(kept!.itemList.map((l) => [l.itemCd, l.taxblAmt, l.taxAmt, l.totAmt])).toEqual([
      [INVERTER, 151508.62, 24241.38, 175750],
      [DELIVERY, 3017.24, 482.76, 3500],
    ]);
  });

  it('a number signed before is 994; a gap or a step back is 910 naming the number expected', async () => {
    expect(await client.saveSale(key, workedExample(1))).toMatchObject({ ok: true });
    expect(await client.saveSale(key, workedExample(1))).toMatchObject({ kind: 'refused', resultCd: '994' });
    expect(await client.saveSale(key, workedExample(3))).toMatchObject({
      kind: 'refused',
      resultCd: '910',
      resultMsg: expect.stringContaining('invcNo: expected 2'),
    });
    expect(await client.saveSale(key, workedExample(2))).toMatchObject({ ok: true, data: { curRcptNo: 2, totRcptNo: 2 } });
    expect((await etims.control.invoices()).map((i) => i.invcNo)).toEqual([1, 2]);
  });

  it.each([
    ['a header sum off by a cent', (s: EtimsSale) => ({ ...s, taxblAmt: { ...s.taxblAmt, B: s.taxblAmt.B + 1 } }), 'taxblAmtB'],
    ['a header VAT off by a shilling', (s: EtimsSale) => ({ ...s, taxAmt: { ...s.taxAmt, B: s.taxAmt.B + 100 } }), 'taxAmtB'],
    [
      "a line's VAT not 16 % of its net",
      (s: EtimsSale) => ({
        ...s,
        lines: s.lines.map((l, i) => (i === 0 ? { ...l, vatCents: l.vatCents + 2, netCents: l.netCents - 2 } : l)),
      }),
      'itemList[0].taxAmt',
    ],
    ['a total that is not the sum', (s: EtimsSale) => ({ ...s, totAmt: s.totAmt + 1 }), 'totAmt'],
    ["a rate not the code list's", (s: EtimsSale) => ({ ...s, taxRtBp: { ...s.taxRtBp, B: 1800 } }), 'taxRtB'],
    [
      'an item never registered',
      (s: EtimsSale) => ({ ...s, lines: s.lines.map((l) => ({ ...l, itemCd: 'KE2CTU9999999' })) }),
      'not registered',
    ],
    [
      'a fraction of a cent',
      (s: EtimsSale) => ({ ...s, lines: s.lines.map((l) => ({ ...l, qty: 1.005 })) }),
      'qty: must have at most 2 decimals',
    ],
  ])('%s is 910 naming the field, and the number stays free', async (_name, change, field) => {
    const answer = await client.saveSale(key, change(workedExample(1)));
    expect(answer).toMatchObject({ kind: 'refused', resultCd: '910', resultMsg: expect.stringContaining(field) });
    expect(await client.saveSale(key, workedExample(1))).toMatchObject({ ok: true });
  });

  it('mixed types: an exempt panel and a standard-rated inverter, summed per type', async () => {
    const mixed = sale(1, [
      { itemCd: PANEL, gross: 2_450_000, type: 'A' },
      { itemCd: INVERTER, gross: 17_575_000 },
    ]);
    expect(await client.saveSale(key, mixed)).toMatchObject({ ok: true });
    expect((await etims.control.invoices())[0]!.request).toMatchObject({ taxblAmtA: 24500, taxAmtA: 0, taxblAmtB: 151508.62 });
  });

  it('selectInvoiceDetails answers a signed number in its own time format, and an unknown one as empty (001)', async () => {
    const signed = await client.saveSale(key, workedExample(1));
    const details = await client.invoiceDetails(key, 1);
    expect(details).toMatchObject({ ok: true, data: { rcptSign: signed.ok ? signed.data.rcptSign : '', curRcptNo: 1 } });
    const time = details.ok ? details.data!.sdcDateTime : '';
    expect(time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.0$/);
    expect(parseSdcDateTime(time)).toBe(parseSdcDateTime(signed.ok ? signed.data.sdcDateTime : ''));
    expect(await client.invoiceDetails(key, 2)).toMatchObject({ ok: true, resultCd: '001', data: null });
  });
});

describe('credit notes', () => {
  beforeEach(async () => {
    await registerItems();
    const signed = await client.saveSale(key, workedExample(1, { custTin: 'P051234567X', custNm: 'Kisumu Day School' }));
    if (!signed.ok) throw new Error(JSON.stringify(signed));
  });

  it('a credit note against a signed sale takes the next number and its own receipt counter; the list shows S and R', async () => {
    expect(await client.saveSale(key, credit(2, 1, 350_000, { custTin: 'P051234567X' }))).toMatchObject({
      ok: true,
      data: { curRcptNo: 1, totRcptNo: 2 },
    });
    expect(await client.saveSale(key, workedExample(3))).toMatchObject({ ok: true, data: { curRcptNo: 2, totRcptNo: 3 } });
    const invoices = await etims.control.invoices();
    expect(invoices.map((i) => [i.invcNo, i.rcptTyCd, i.orgInvcNo, i.rfdRsnCd])).toEqual([
      [1, 'S', 0, null],
      [2, 'R', 1, '06'],
      [3, 'S', 0, null],
    ]);
  });

  it.each([
    ['without a reason', credit(2, 1, 350_000, { custTin: 'P051234567X', rfdRsnCd: null }), 'rfdRsnCd'],
    ['with another PIN than the original', credit(2, 1, 350_000, { custTin: 'P059999999Z' }), 'custTin'],
    ['without the original PIN', credit(2, 1, 350_000), 'custTin'],
    ['against a number never signed', credit(2, 7, 350_000, { custTin: 'P051234567X' }), 'orgInvcNo'],
    ['for more than the original', credit(2, 1, 18_000_000, { custTin: 'P051234567X' }), 'totAmt'],
    [
      'dated before the original',
      credit(2, 1, 350_000, { custTin: 'P051234567X', confirmedAt: new Date('2026-11-01T00:00:00Z') }),
      'cfmDt',
    ],
  ])('%s is refused (910)', async (_name, note, field) => {
    expect(await client.saveSale(key, note)).toMatchObject({ kind: 'refused', resultCd: '910', resultMsg: expect.stringContaining(field) });
  });

  it('credit notes together may not pass the original', async () => {
    expect(await client.saveSale(key, credit(2, 1, 17_575_000, { custTin: 'P051234567X' }))).toMatchObject({ ok: true });
    expect(await client.saveSale(key, credit(3, 1, 350_000, { custTin: 'P051234567X' }))).toMatchObject({ ok: true });
    expect(await client.saveSale(key, credit(4, 1, 100, { custTin: 'P051234567X' }))).toMatchObject({
      resultCd: '910',
      resultMsg: expect.stringContaining('credited before'),
    });
  });
});

describe('headers', () => {
  it.each([
    ['no cmcKey', '900', 'cmcKey', { tin: 'P052000000S', bhfId: '00' } as Record<string, string>],
    ['no headers at all', '900', 'tin, bhfId, cmcKey', {} as Record<string, string>],
    ['a key of no device', '901', 'cmcKey', { tin: 'P052000000S', bhfId: '00', cmcKey: 'WRONG' }],
    ['another branch', '901', 'branch 01', { tin: 'P052000000S', bhfId: '01', cmcKey: 'from-beforeEach' }],
  ])('%s is refused with %s naming %s', async (_name, resultCd, words, headers) => {
    const sent = headers.cmcKey === 'from-beforeEach' ? { ...headers, cmcKey: key } : headers;
    const answer = await post('selectCodeList', { lastReqDt: '20180520000000' }, sent);
    expect(answer).toMatchObject({ resultCd, resultMsg: expect.stringContaining(words), data: null });
  });

  it('no body is 911, a body that is not an object 910', async () => {
    const headers = { tin: 'P052000000S', bhfId: '00', cmcKey: key };
    expect(await post('selectCodeList', '', headers)).toMatchObject({ resultCd: '911' });
    expect(await post('selectCodeList', '[1]', headers)).toMatchObject({ resultCd: '910' });
  });
});

describe('faults', () => {
  beforeEach(() => etims.control.clearFaults());

  it('down: a 503 page and a dropped connection are unreachable, for the times asked, then it answers again', async () => {
    await etims.control.fault({ kind: 'down', times: 1 });
    await etims.control.fault({ kind: 'down', as: 'refused', times: 1 });
    const page = await client.codeList(key, '20180520000000');
    expect(page).toMatchObject({ ok: false, kind: 'unreachable', error: expect.stringContaining('HTML page (HTTP 503)') });
    expect(await client.codeList(key, '20180520000000')).toMatchObject({ ok: false, kind: 'unreachable' });
    expect(await client.codeList(key, '20180520000000')).toMatchObject({ ok: true });
    expect(JSON.stringify(page)).not.toContain(key);
  });

  it('slow past the timeout is a timeout; the sale was taken meanwhile, as selectInvoiceDetails then says', async () => {
    await registerItems();
    await etims.control.fault({ kind: 'slow', delayMs: 600, method: 'saveTrnsSalesOsdc', times: 1 });
    expect(await etims.client({ timeoutMs: 150 }).saveSale(key, workedExample(1))).toMatchObject({ ok: false, kind: 'timeout' });
    expect(await client.invoiceDetails(key, 1)).toMatchObject({ ok: true, data: { curRcptNo: 1 } });
    expect(await client.saveSale(key, workedExample(1))).toMatchObject({ resultCd: '994' });
  });

  it('error: KRA refuses with the code and message asked, only for the method named, until cleared', async () => {
    await registerItems();
    await etims.control.fault({ kind: 'error', resultCd: '999', resultMsg: 'Unknown error', method: 'saveTrnsSalesOsdc' });
    expect(await client.codeList(key, '20180520000000')).toMatchObject({ ok: true });
    for (let i = 0; i < 2; i++)
      expect(await client.saveSale(key, workedExample(1))).toEqual({
        ok: false,
        kind: 'refused',
        resultCd: '999',
        resultMsg: 'Unknown error',
        resultDt: expect.stringMatching(/^\d{14}$/),
      });
    expect(await etims.control.invoices()).toEqual([]);
    await etims.control.clearFaults();
    expect(await client.saveSale(key, workedExample(1))).toMatchObject({ ok: true });
    expect((await etims.control.calls()).saveTrnsSalesOsdc).toBe(3);
  });

  it('a closed port is unreachable', async () => {
    const closed = etims.client({ baseUrl: 'http://127.0.0.1:9/etims-api/' });
    expect(await closed.codeList(key, '20180520000000')).toMatchObject({ ok: false, kind: 'unreachable' });
  });

  it('refuses a fault it does not know, naming the field', async () => {
    await expect(etims.control.fault({ kind: 'slow' } as never)).rejects.toThrow(/400 fault delayMs/);
  });
});

describe('the stand-in keeps its devices, items, invoices and numbering across a restart', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'etims-standin-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('the same key still works and the next number is still the one expected', async () => {
    const stateFile = join(dir, 'standin.json');
    let running = await startEtimsStandInForTests({ stateFile });
    let door = running.client();
    const device = await door.initialise();
    const cmcKey = device.ok ? device.data.cmcKey : '';
    client = door;
    key = cmcKey;
    await door.saveItem(cmcKey, item(INVERTER));
    await door.saveItem(cmcKey, item(DELIVERY, 'B', '3'));
    expect(await door.saveSale(cmcKey, workedExample(1))).toMatchObject({ ok: true });
    await running.stop();

    running = await startEtimsStandInForTests({ stateFile });
    door = running.client();
    expect(await door.initialise()).toMatchObject({ resultCd: '902' });
    expect((await running.control.invoices()).map((i) => i.invcNo)).toEqual([1]);
    expect(await door.saveSale(cmcKey, workedExample(3))).toMatchObject({ resultMsg: expect.stringContaining('expected 2') });
    expect(await door.saveSale(cmcKey, workedExample(2))).toMatchObject({ ok: true, data: { totRcptNo: 2 } });
    await running.stop();
  });
});
