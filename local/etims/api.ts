import { setTimeout as sleep } from 'node:timers/promises';
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { LOCAL_STANDIN_DEVICE } from '../../src/server/etims/config.ts';
import { etimsDateTime } from '../../src/server/etims/wire-format.ts';
import { CODES_PUBLISHED, ITEM_CLASSES, OTHER_CLASSES, taxTypeClass, type StandInCodeClass } from './codes.ts';
import { detailsRequest, fieldError, initRequest, itemRequest, lastReqRequest, saleRequest } from './requests.ts';
import { saleFault } from './sale-checks.ts';
import { newDevice, signSale } from './sign.ts';
import { branchOf, METHODS, takeFault, type MethodName, type StandInDevice, type StandInState } from './state.ts';

/**
 * KRA's OSCU API as the stand-in serves it (reference kra-etims-oscu.md §2–§7): `POST
 * /etims-api/<method>` with JSON, the answer always KRA's envelope `{resultCd, resultMsg, resultDt,
 * data}`. Every call but initialisation must carry tin, bhfId and cmcKey of an initialised device.
 */

/** What @hono/node-server hands the app as c.env: the Node request, whose socket a `down` fault destroys. */
export type StandInEnv = { Bindings: { incoming?: { socket?: { destroy(): void } } } };

const GATEWAY_PAGE = `<!DOCTYPE html>
<html lang="en"><head><title>503 Service Temporarily Unavailable</title></head>
<body><center><h1>503 Service Temporarily Unavailable</h1></center><hr><center>nginx</center></body></html>`;

type Answer = { resultCd: string; resultMsg: string; data?: unknown };

const refuse = (resultCd: string, resultMsg: string): Answer => ({ resultCd, resultMsg });
const invalid = (resultMsg: string): Answer => refuse('910', resultMsg);
const succeeded = (data: unknown = null): Answer => ({ resultCd: '000', resultMsg: 'Successful', data });
const noResult: Answer = { resultCd: '001', resultMsg: 'There is no search result', data: null };

/** `20240415153039` as selectInvoiceDetails writes it: `2024-04-15 15:30:39.0`. */
const spaced = (t: string) =>
  `${t.slice(0, 4)}-${t.slice(4, 6)}-${t.slice(6, 8)} ${t.slice(8, 10)}:${t.slice(10, 12)}:${t.slice(12, 14)}.0`;

function parse<S extends z.ZodType>(schema: S, body: unknown): { ok: true; value: z.output<S> } | { ok: false; answer: Answer } {
  const parsed = schema.safeParse(body);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, answer: invalid(fieldError(body, parsed.error)) };
}

function codeClassJson(cls: StandInCodeClass) {
  return {
    cdCls: cls.cdCls,
    cdClsNm: cls.cdClsNm,
    cdClsDesc: null,
    useYn: 'Y',
    userDfnNm1: cls.cdCls === '04' ? 'Tax Rate' : null,
    userDfnNm2: null,
    userDfnNm3: null,
    dtlList: cls.codes.map((code, index) => ({
      cd: code.cd,
      cdNm: code.cdNm,
      cdDesc: null,
      useYn: 'Y',
      srtOrd: index + 1,
      userDfnCd1: code.userDfnCd1,
      userDfnCd2: null,
      userDfnCd3: null,
    })),
  };
}

export function createEtimsRoutes(state: StandInState, now: () => Date = () => new Date()): Hono<StandInEnv> {
  const routes = new Hono<StandInEnv>();

  function initialise(body: unknown): Answer {
    const request = parse(initRequest, body);
    if (!request.ok) return request.answer;
    const { tin, bhfId, dvcSrlNo } = request.value;
    if (state.devices.some((d) => d.tin === tin && d.bhfId === bhfId && d.dvcSrlNo === dvcSrlNo))
      return refuse('902', 'This device is installed');
    const device = newDevice(state, tin, bhfId, dvcSrlNo, now());
    state.devices.push(device);
    const headOffice = bhfId === '00';
    return succeeded({
      info: {
        tin,
        taxprNm: tin === LOCAL_STANDIN_DEVICE.pin ? LOCAL_STANDIN_DEVICE.taxpayerName : `Taxpayer ${tin}`,
        bsnsActv: null,
        bhfId,
        bhfNm: headOffice ? 'Headquarter' : `Branch ${bhfId}`,
        bhfOpenDt: '20230901',
        prvncNm: 'NAIROBI',
        dstrtNm: 'NAIROBI',
        sctrNm: 'WESTLANDS',
        locDesc: null,
        hqYn: headOffice ? 'Y' : 'N',
        mgrNm: null,
        mgrTelNo: null,
        mgrEmail: null,
        dvcId: device.sdcId.slice(-7),
        sdcId: device.sdcId,
        mrcNo: device.mrcNo,
        cmcKey: device.cmcKey,
      },
    });
  }

  function codeList(body: unknown): Answer {
    const request = parse(lastReqRequest, body);
    if (!request.ok) return request.answer;
    const dated: Array<[string, StandInCodeClass]> = [
      [state.ratesChangedAt ?? CODES_PUBLISHED, taxTypeClass(state.taxRates)],
      ...OTHER_CLASSES.map((cls): [string, StandInCodeClass] => [CODES_PUBLISHED, cls]),
    ];
    const changed = dated.filter(([at]) => at > request.value.lastReqDt).map(([, cls]) => codeClassJson(cls));
    return changed.length ? succeeded({ clsList: changed }) : noResult;
  }

  function itemClasses(body: unknown): Answer {
    const request = parse(lastReqRequest, body);
    if (!request.ok) return request.answer;
    if (CODES_PUBLISHED <= request.value.lastReqDt) return noResult;
    return succeeded({ itemClsList: ITEM_CLASSES.map((c) => ({ ...c, itemClsLvl: 4, mjrTgYn: 'N', useYn: 'Y' })) });
  }

  function saveItem(device: StandInDevice, body: unknown): Answer {
    const request = parse(itemRequest, body);
    if (!request.ok) return request.answer;
    const at = now().toISOString();
    const item = request.value;
    const fields = {
      tin: device.tin,
      bhfId: device.bhfId,
      itemCd: item.itemCd,
      itemClsCd: item.itemClsCd,
      itemTyCd: item.itemTyCd,
      itemNm: item.itemNm,
      orgnNatCd: item.orgnNatCd,
      pkgUnitCd: item.pkgUnitCd,
      qtyUnitCd: item.qtyUnitCd,
      taxTyCd: item.taxTyCd,
      dftPrc: item.dftPrc,
      useYn: item.useYn,
    };
    const known = state.items.find((i) => i.tin === device.tin && i.itemCd === item.itemCd);
    if (known) Object.assign(known, fields, { updatedAt: at });
    else state.items.push({ ...fields, registeredAt: at, updatedAt: at });
    return succeeded(null);
  }

  function saveSale(device: StandInDevice, body: unknown): Answer {
    const request = parse(saleRequest, body);
    if (!request.ok) return request.answer;
    const sale = request.value;
    const { tin, bhfId } = device;
    const branch = branchOf(state, tin, bhfId);
    if (sale.invcNo <= branch.lastInvcNo && state.invoices.some((i) => i.tin === tin && i.bhfId === bhfId && i.invcNo === sale.invcNo))
      return refuse('994', `Overlapped data: invcNo ${sale.invcNo} is already signed on branch ${bhfId}`);
    const expected = branch.lastInvcNo + 1;
    if (sale.invcNo !== expected)
      return invalid(`Invalid request parameter invcNo: expected ${expected} (the next after ${branch.lastInvcNo}), not ${sale.invcNo}`);
    const fault = saleFault(state, tin, bhfId, sale);
    if (fault) return invalid(`Invalid request parameter ${fault}`);
    const at = now();
    const receipt = signSale(state, device, sale, at);
    state.invoices.push({
      tin,
      bhfId,
      sdcId: device.sdcId,
      receivedAt: at.toISOString(),
      invcNo: sale.invcNo,
      orgInvcNo: sale.orgInvcNo,
      trdInvcNo: sale.trdInvcNo,
      rcptTyCd: sale.rcptTyCd,
      custTin: sale.custTin ?? null,
      custNm: sale.custNm ?? null,
      pmtTyCd: sale.pmtTyCd ?? null,
      rfdRsnCd: sale.rfdRsnCd ?? null,
      cfmDt: sale.cfmDt,
      totItemCnt: sale.totItemCnt,
      totTaxblAmt: sale.totTaxblAmt,
      totTaxAmt: sale.totTaxAmt,
      totAmt: sale.totAmt,
      itemList: (body as { itemList: SaleLines }).itemList,
      request: body as Record<string, unknown>,
      receipt,
    });
    return succeeded(receipt);
  }

  function invoiceDetails(device: StandInDevice, body: unknown): Answer {
    const request = parse(detailsRequest, body);
    if (!request.ok) return request.answer;
    const invoice = state.invoices.find((i) => i.tin === device.tin && i.bhfId === device.bhfId && i.invcNo === request.value.invcNo);
    if (!invoice) return noResult;
    const { receipt } = invoice;
    return succeeded({
      ...receipt,
      sdcDateTime: spaced(receipt.sdcDateTime),
      invcNo: invoice.invcNo,
      orgInvcNo: invoice.orgInvcNo,
      rcptTyCd: invoice.rcptTyCd,
      custTin: invoice.custTin,
      totAmt: invoice.totAmt,
    });
  }

  /** The device the headers name, or the refusal: 900 without them, 901 when no initialised device has them. */
  function deviceFor(c: Context): StandInDevice | Answer {
    const tin = c.req.header('tin');
    const bhfId = c.req.header('bhfId');
    const cmcKey = c.req.header('cmcKey');
    const missing = [!tin && 'tin', !bhfId && 'bhfId', !cmcKey && 'cmcKey'].filter(Boolean);
    if (missing.length) return refuse('900', `There is no header information: ${missing.join(', ')}`);
    const branchDevices = state.devices.filter((d) => d.tin === tin && d.bhfId === bhfId);
    if (!branchDevices.length) return refuse('901', `It is not valid device: none initialised for tin ${tin} branch ${bhfId}`);
    return (
      branchDevices.find((d) => d.cmcKey === cmcKey) ??
      refuse('901', `It is not valid device: cmcKey is not the key of the device initialised for tin ${tin} branch ${bhfId}`)
    );
  }

  function handle(method: MethodName, c: Context, body: unknown): Answer {
    if (method === 'selectInitOsdcInfo') return initialise(body);
    const device = deviceFor(c);
    if ('resultCd' in device) return device;
    switch (method) {
      case 'selectCodeList':
        return codeList(body);
      case 'selectItemClsList':
        return itemClasses(body);
      case 'saveItem':
        return saveItem(device, body);
      case 'saveTrnsSalesOsdc':
        return saveSale(device, body);
      case 'selectInvoiceDetails':
        return invoiceDetails(device, body);
    }
  }

  routes.post('/etims-api/:method', async (c) => {
    const method = c.req.param('method') as MethodName;
    if (!METHODS.includes(method)) return c.text(`No OSCU method ${c.req.param('method')}`, 404);
    state.calls[method] += 1;
    const text = await c.req.text();
    let body: unknown;
    try {
      body = text.trim() ? (JSON.parse(text) as unknown) : undefined;
    } catch {
      body = null;
    }
    const fault = takeFault(state, method, body);
    if (fault?.kind === 'down') {
      const socket = c.env?.incoming?.socket;
      if (fault.as === 'refused' && socket) {
        socket.destroy();
        return c.body(null, 503);
      }
      return c.html(GATEWAY_PAGE, 503);
    }
    const envelope = (a: Answer) =>
      c.json({ resultCd: a.resultCd, resultMsg: a.resultMsg, resultDt: etimsDateTime(now()), data: a.data ?? null });
    if (fault?.kind === 'error') return envelope(refuse(fault.resultCd, fault.resultMsg));
    const answer =
      body === undefined
        ? refuse('911', 'There is no request body')
        : body === null || typeof body !== 'object' || Array.isArray(body)
          ? invalid('Invalid request parameter body: must be a JSON object')
          : handle(method, c, body);
    if (fault?.kind === 'slow') await sleep(fault.delayMs, undefined, { ref: false });
    return envelope(answer);
  });

  return routes;
}

type SaleLines = StandInState['invoices'][number]['itemList'];
