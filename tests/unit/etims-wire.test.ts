import { describe, expect, it } from 'vitest';
import { splitGross } from '../../src/lib/tax/vat.ts';
import { createEtimsClient } from '../../src/server/etims/client.ts';
import type { EtimsSale, EtimsSettings } from '../../src/server/etims/types.ts';
import {
  codeListSchema,
  deviceSchema,
  envelopeSchema,
  etimsDate,
  etimsDateTime,
  itemRequestBody,
  itemClassesSchema,
  parseSdcDateTime,
  percent,
  receiptSchema,
  saleRequestBody,
  shillings,
} from '../../src/server/etims/wire.ts';

/** Reference kra-etims-oscu.md §14: the payload fragment, as printed there. */
const WORKED_EXAMPLE = JSON.parse(`{
  "invcNo": 1042, "orgInvcNo": 0, "trdInvcNo": "ORD-2025-000731",
  "salesTyCd": "N", "rcptTyCd": "S", "pmtTyCd": "06", "salesSttsCd": "02",
  "cfmDt": "20250812143005", "salesDt": "20250812", "totItemCnt": 2,
  "taxblAmtA": 0, "taxblAmtB": 154525.86, "taxblAmtC": 0, "taxblAmtD": 0, "taxblAmtE": 0,
  "taxRtA": 0, "taxRtB": 16, "taxRtC": 0, "taxRtD": 0, "taxRtE": 8,
  "taxAmtA": 0, "taxAmtB": 24724.14, "taxAmtC": 0, "taxAmtD": 0, "taxAmtE": 0,
  "totTaxblAmt": 154525.86, "totTaxAmt": 24724.14, "totAmt": 179250.00,
  "prchrAcptcYn": "N", "regrId": "web", "regrNm": "Web shop", "modrId": "web", "modrNm": "Web shop",
  "receipt": { "custMblNo": "0712345678", "rcptPbctDt": "20250812143005", "prchrAcptcYn": "N" },
  "itemList": [
    { "itemSeq": 1, "itemCd": "CN2CTU0000017", "itemClsCd": "<from selectItemClsList>", "itemNm": "Hybrid inverter 5 kVA",
      "pkgUnitCd": "CT", "pkg": 1, "qtyUnitCd": "U", "qty": 1, "prc": 151508.62, "splyAmt": 151508.62,
      "dcRt": 0, "dcAmt": 0, "taxTyCd": "B", "taxblAmt": 151508.62, "taxAmt": 24241.38, "totAmt": 175750.00 },
    { "itemSeq": 2, "itemCd": "KE3OUU0000001", "itemClsCd": "<service class>", "itemNm": "Delivery – Nairobi",
      "pkgUnitCd": "OU", "pkg": 1, "qtyUnitCd": "U", "qty": 1, "prc": 3017.24, "splyAmt": 3017.24,
      "dcRt": 0, "dcAmt": 0, "taxTyCd": "B", "taxblAmt": 3017.24, "taxAmt": 482.76, "totAmt": 3500.00 }
  ]
}`) as Record<string, unknown>;

const zero = { A: 0, B: 0, C: 0, D: 0, E: 0 };

/** The §14 sale as the shop builds it: cents, each line split by lib/tax. */
function workedExample(): EtimsSale {
  const line = (itemSeq: number, itemCd: string, itemClsCd: string, itemNm: string, pkgUnitCd: string, grossCents: number) => {
    const { netCents, vatCents } = splitGross(grossCents, 1600);
    const shape = { itemSeq, itemCd, itemClsCd, itemNm, pkgUnitCd, pkg: 1, qtyUnitCd: 'U', qty: 1 };
    return { ...shape, unitNetCents: netCents, netCents, taxTyCd: 'B', vatCents, grossCents };
  };
  const lines = [
    line(1, 'CN2CTU0000017', '<from selectItemClsList>', 'Hybrid inverter 5 kVA', 'CT', 17_575_000),
    line(2, 'KE3OUU0000001', '<service class>', 'Delivery – Nairobi', 'OU', 350_000),
  ];
  const net = lines.reduce((s, l) => s + l.netCents, 0);
  const vat = lines.reduce((s, l) => s + l.vatCents, 0);
  return {
    invcNo: 1042,
    orgInvcNo: 0,
    trdInvcNo: 'ORD-2025-000731',
    custTin: null,
    custNm: null,
    custMblNo: '0712345678',
    rcptTyCd: 'S',
    pmtTyCd: '06',
    rfdRsnCd: null,
    confirmedAt: new Date('2025-08-12T11:30:05Z'),
    taxblAmt: { ...zero, B: net },
    taxRtBp: { A: 0, B: 1600, C: 0, D: 0, E: 800 },
    taxAmt: { ...zero, B: vat },
    totTaxblAmt: net,
    totTaxAmt: vat,
    totAmt: net + vat,
    remark: null,
    lines,
  };
}

describe('saleRequestBody', () => {
  it('rebuilds the worked example of reference §14 number for number', () => {
    const body = saleRequestBody(workedExample());
    expect(body).toMatchObject(WORKED_EXAMPLE);
    expect(JSON.stringify(body)).toContain('"taxblAmtB":154525.86,');
    expect(JSON.stringify(body)).toContain('"totAmt":179250,');
  });

  it('sends all fifteen tax fields, a sale with no refund fields and the optional fields as null', () => {
    const body = saleRequestBody(workedExample());
    const taxFields = Object.keys(body).filter((k) => /^tax(blAmt|Rt|Amt)[A-E]$/.test(k));
    expect(taxFields).toHaveLength(15);
    expect(body).toMatchObject({ rfdDt: null, rfdRsnCd: null, custTin: null, custNm: null, remark: null });
  });

  it('a credit note carries R, its original, its date and its reason; the buyer goes to the header and the receipt', () => {
    const sale = {
      ...workedExample(),
      invcNo: 1043,
      orgInvcNo: 1042,
      rcptTyCd: 'R' as const,
      rfdRsnCd: '06',
      custTin: 'P051234567X',
      custNm: 'Kisumu Day School',
      confirmedAt: new Date('2025-08-31T21:00:00Z'),
    };
    expect(saleRequestBody(sale)).toMatchObject({
      rcptTyCd: 'R',
      orgInvcNo: 1042,
      rfdRsnCd: '06',
      rfdDt: '20250901000000',
      cfmDt: '20250901000000',
      salesDt: '20250901',
      custTin: 'P051234567X',
      custNm: 'Kisumu Day School',
      receipt: { custTin: 'P051234567X', rcptPbctDt: '20250901000000' },
    });
  });

  it('caps the names KRA caps', () => {
    const sale = workedExample();
    sale.custNm = 'x'.repeat(80);
    sale.custMblNo = '0'.repeat(30);
    sale.lines[0]!.itemNm = 'y'.repeat(300);
    const body = saleRequestBody(sale) as { custNm: string; receipt: { custMblNo: string }; itemList: Array<{ itemNm: string }> };
    expect([body.custNm.length, body.receipt.custMblNo.length, body.itemList[0]!.itemNm.length]).toEqual([60, 20, 200]);
  });
});

describe('itemRequestBody', () => {
  it('sends the required fields of reference §6 with the price in shillings', () => {
    expect(
      itemRequestBody({
        itemCd: 'CN2CTU0000017',
        itemClsCd: '39121000',
        itemTyCd: '2',
        itemNm: 'Hybrid inverter 5 kVA',
        orgnNatCd: 'CN',
        pkgUnitCd: 'CT',
        qtyUnitCd: 'U',
        taxTyCd: 'B',
        defaultPriceCents: 17_575_000,
        useYn: 'Y',
      }),
    ).toMatchObject({
      itemCd: 'CN2CTU0000017',
      itemClsCd: '39121000',
      itemTyCd: '2',
      orgnNatCd: 'CN',
      pkgUnitCd: 'CT',
      qtyUnitCd: 'U',
      taxTyCd: 'B',
      dftPrc: 175750,
      isrcAplcbYn: 'N',
      useYn: 'Y',
      regrId: 'web',
      regrNm: 'Web shop',
      modrId: 'web',
      modrNm: 'Web shop',
    });
  });
});

describe('amounts', () => {
  it.each([
    [0, 0, '0'],
    [1, 0.01, '0.01'],
    [10, 0.1, '0.1'],
    [15_452_586, 154525.86, '154525.86'],
    [2_472_414, 24724.14, '24724.14'],
    [17_925_000, 179250, '179250'],
    [29, 0.29, '0.29'],
    [57, 0.57, '0.57'],
    [1_015, 10.15, '10.15'],
    [999_999_999_999, 9999999999.99, '9999999999.99'],
    [12_345.5, 123.46, '123.46'],
    [12_345.49, 123.45, '123.45'],
  ])('%s cents are %s shillings, written %s', (cents, expected, written) => {
    expect(shillings(cents)).toBe(expected);
    expect(JSON.stringify(shillings(cents))).toBe(written);
  });

  it('every whole number of cents up to KSh 100,000 writes as its decimal, without float drift', () => {
    for (let c = 0; c <= 10_000_000; c += 37) {
      const expected = `${Math.trunc(c / 100)}${
        c % 100 === 0
          ? ''
          : `.${String(c % 100)
              .padStart(2, '0')
              .replace(/0$/, '')}`
      }`;
      if (JSON.stringify(shillings(c)) !== expected) throw new Error(`${c} cents wrote ${JSON.stringify(shillings(c))}, not ${expected}`);
    }
  });

  it.each([
    [0, 0],
    [800, 8],
    [1600, 16],
    [850, 8.5],
  ])('%s basis points are %s percent', (bp, pct) => {
    expect(percent(bp)).toBe(pct);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('refuses %s cents', (value) => {
    expect(() => shillings(value)).toThrow(RangeError);
  });
});

describe('times in Nairobi', () => {
  it.each([
    ['2025-08-12T11:30:05Z', '20250812143005', '20250812'],
    ['2025-08-12T21:00:00Z', '20250813000000', '20250813'],
    ['2025-12-31T20:59:59Z', '20251231235959', '20251231'],
    ['2025-12-31T21:00:00Z', '20260101000000', '20260101'],
    ['2024-02-28T22:15:00Z', '20240229011500', '20240229'],
  ])('%s is %s, day %s', (iso, dateTime, date) => {
    expect(etimsDateTime(new Date(iso))).toBe(dateTime);
    expect(etimsDate(new Date(iso))).toBe(date);
  });

  it('agrees with the Africa/Nairobi time zone of Intl', () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Africa/Nairobi',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    for (let t = Date.UTC(2020, 0, 1); t < Date.UTC(2031, 0, 1); t += 7 * 24 * 3_600_000 + 3_599_000) {
      const p = Object.fromEntries(intl.formatToParts(new Date(t)).map((x) => [x.type, x.value]));
      expect(etimsDateTime(new Date(t))).toBe(`${p.year}${p.month}${p.day}${p.hour}${p.minute}${p.second}`);
    }
  });

  it.each([
    ['20240415153039', '2024-04-15T12:30:39.000Z'],
    ['2024-04-15 15:30:39.0', '2024-04-15T12:30:39.000Z'],
    ['2024-04-15 15:30:39', '2024-04-15T12:30:39.000Z'],
    ['2024-04-15 02:00:00.25', '2024-04-14T23:00:00.250Z'],
    ['20260101000000', '2025-12-31T21:00:00.000Z'],
  ])('the control unit time %s is %s', (sent, iso) => {
    expect(parseSdcDateTime(sent)).toBe(iso);
  });

  it.each(['', '2024-04-15', '20241315000000', '20240431120000', '2024-04-15T25:00:00', 'yesterday'])('%j is no time', (sent) => {
    expect(parseSdcDateTime(sent)).toBeNull();
  });
});

describe('answers', () => {
  it('reads the envelope; data may be null or absent', () => {
    expect(envelopeSchema.parse({ resultCd: '000', resultMsg: 'Successful', resultDt: '20240415000000', data: null })).toEqual({
      resultCd: '000',
      resultMsg: 'Successful',
      resultDt: '20240415000000',
      data: null,
    });
    expect(envelopeSchema.parse({ resultCd: '001', resultMsg: 'There is no search result' }).resultDt).toBeNull();
    expect(envelopeSchema.safeParse({ status: 502 }).success).toBe(false);
  });

  it('reads the device from data.info', () => {
    expect(
      deviceSchema.parse({
        info: {
          tin: 'P052000000S',
          taxprNm: 'Solar Shop',
          bhfId: '00',
          bhfNm: 'Head office',
          sdcId: 'KRACU0100000001',
          mrcNo: 40012,
          cmcKey: 'secret',
          dvcId: '9999',
        },
      }),
    ).toEqual({
      tin: 'P052000000S',
      taxpayerName: 'Solar Shop',
      branchId: '00',
      branchName: 'Head office',
      sdcId: 'KRACU0100000001',
      mrcNo: '40012',
      cmcKey: 'secret',
    });
    expect(deviceSchema.safeParse({ info: { tin: 'P052000000S', bhfId: '00', sdcId: 'KRACU1' } }).success).toBe(false);
  });

  it('flattens the code lists, the rate in userDfnCd1', () => {
    const codes = codeListSchema.parse({
      clsList: [
        {
          cdCls: '04',
          cdClsNm: 'Taxation Type',
          dtlList: [
            { cd: 'B', cdNm: 'B-16.00%', userDfnCd1: '16', useYn: 'Y', srtOrd: 2 },
            { cd: 'E', cdNm: 'E-8%', userDfnCd1: 8, useYn: 'Y' },
          ],
        },
        { cdCls: '37', cdClsNm: 'Sales Receipt Type', dtlList: null },
      ],
    });
    expect(codes).toEqual([
      { cdCls: '04', cd: 'B', cdNm: 'B-16.00%', userDfnCd1: '16', useYn: 'Y' },
      { cdCls: '04', cd: 'E', cdNm: 'E-8%', userDfnCd1: '8', useYn: 'Y' },
    ]);
  });

  it('reads the item classes with their tax type', () => {
    expect(
      itemClassesSchema.parse({
        itemClsList: [{ itemClsCd: '26111700', itemClsNm: 'Batteries', itemClsLvl: 4, taxTyCd: null, mjrTgYn: 'N', useYn: 'Y' }],
      }),
    ).toEqual([{ itemClsCd: '26111700', itemClsNm: 'Batteries', taxTyCd: null, useYn: 'Y' }]);
  });

  it.each([
    [{ curRcptNo: 7, totRcptNo: 9, intrlData: 'A'.repeat(26), rcptSign: 'B'.repeat(16), sdcDateTime: '20250812143006' }, true],
    [{ curRcptNo: '7', totRcptNo: '9', intrlData: 'A', rcptSign: 'B', sdcDateTime: '2025-08-12 14:30:06.0' }, true],
    [{ curRcptNo: 7, totRcptNo: 9, intrlData: 'A', rcptSign: 'B', sdcDateTime: 'soon' }, false],
    [{ curRcptNo: 7, totRcptNo: 9, intrlData: 'A', sdcDateTime: '20250812143006' }, false],
  ])('receipt %j parses: %s', (data, ok) => {
    expect(receiptSchema.safeParse(data).success).toBe(ok);
  });
});

const settings: EtimsSettings = {
  env: 'sandbox',
  baseUrl: 'https://etims.test/etims-api/',
  pin: 'P052000000S',
  branchId: '00',
  deviceSerial: 'SHOP/1',
  cmcKey: null,
  timeoutMs: 1_000,
  receiptHost: 'etims-sbx.kra.go.ke',
};

/** A fetch that records the request and answers `answer` (a body and status, or an error thrown). */
function fakeFetch(answer: { body: string; status?: number } | Error) {
  const seen: Array<{ url: string; headers: Record<string, string>; body: unknown }> = [];
  const impl = (async (url: string | URL | Request, init?: RequestInit) => {
    seen.push({ url: String(url), headers: init?.headers as Record<string, string>, body: JSON.parse(String(init?.body)) });
    if (answer instanceof Error) throw answer;
    return new Response(answer.body, { status: answer.status ?? 200 });
  }) as typeof fetch;
  return { impl, seen };
}

const envelope = (resultCd: string, data: unknown = null, resultMsg = 'msg') => ({
  body: JSON.stringify({ resultCd, resultMsg, resultDt: '20250812143006', data }),
});

describe('the client sorts answers', () => {
  it('posts to <base><method>; initialisation without business headers, other calls with tin, bhfId and cmcKey', async () => {
    const init = fakeFetch(envelope('000', { info: { tin: 'P052000000S', bhfId: '00', sdcId: 'KRACU1', cmcKey: 'k' } }));
    await createEtimsClient(settings, init.impl).initialise();
    expect(init.seen[0]).toMatchObject({
      url: 'https://etims.test/etims-api/selectInitOsdcInfo',
      body: { tin: 'P052000000S', bhfId: '00', dvcSrlNo: 'SHOP/1' },
    });
    expect(Object.keys(init.seen[0]!.headers)).not.toContain('cmcKey');
    const codes = fakeFetch(envelope('000', { clsList: [] }));
    await createEtimsClient(settings, codes.impl).codeList('the-key', '20180520000000');
    expect(codes.seen[0]).toMatchObject({
      url: 'https://etims.test/etims-api/selectCodeList',
      headers: { tin: 'P052000000S', bhfId: '00', cmcKey: 'the-key' },
      body: { lastReqDt: '20180520000000' },
    });
  });

  it('001 is an empty answer for lists and invoice details, a refusal for a sale', async () => {
    const empty = fakeFetch(envelope('001', null, 'There is no search result'));
    const client = createEtimsClient(settings, empty.impl);
    expect(await client.codeList('k', '20990101000000')).toMatchObject({ ok: true, resultCd: '001', data: [] });
    expect(await client.itemClasses('k', '20990101000000')).toMatchObject({ ok: true, data: [] });
    expect(await client.invoiceDetails('k', 5)).toMatchObject({ ok: true, data: null });
    expect(await client.saveSale('k', workedExample())).toMatchObject({ ok: false, kind: 'refused', resultCd: '001' });
  });

  it.each([
    [
      'a refusal',
      envelope('910', null, 'invcNo: expected 3'),
      { ok: false, kind: 'refused', resultCd: '910', resultMsg: 'invcNo: expected 3' },
    ],
    ['an HTML page', { body: '<html><body>502 Bad Gateway</body></html>', status: 502 }, { ok: false, kind: 'unreachable' }],
    ['an empty body', { body: '', status: 503 }, { ok: false, kind: 'unreachable' }],
    ['JSON that is no envelope', { body: '{"status":500}', status: 500 }, { ok: false, kind: 'unreachable' }],
    ['000 with a broken receipt', envelope('000', { curRcptNo: 1 }), { ok: false, kind: 'timeout' }],
    [
      'a refused connection',
      new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED') }),
      { ok: false, kind: 'unreachable' },
    ],
    ['no answer in time', new DOMException('The operation was aborted due to timeout', 'TimeoutError'), { ok: false, kind: 'timeout' }],
  ])('%s', async (_name, answer, expected) => {
    const { impl } = fakeFetch(answer);
    const result = await createEtimsClient(settings, impl).saveSale('the-secret-key', workedExample());
    expect(result).toMatchObject(expected);
    expect(JSON.stringify(result)).not.toContain('the-secret-key');
  });

  it('a signed sale answers its receipt', async () => {
    const receipt = { curRcptNo: 3, totRcptNo: 4, intrlData: 'I'.repeat(26), rcptSign: 'S'.repeat(16), sdcDateTime: '20250812143006' };
    const { impl, seen } = fakeFetch(envelope('000', receipt));
    expect(await createEtimsClient(settings, impl).saveSale('k', workedExample())).toEqual({
      ok: true,
      resultCd: '000',
      resultMsg: 'msg',
      resultDt: '20250812143006',
      data: receipt,
    });
    expect(seen[0]!.body).toMatchObject(WORKED_EXAMPLE);
  });
});
