/**
 * What the stand-in answers to selectCodeList and selectItemClsList: the code classes the shop uses,
 * with the values KRA loads (reference kra-etims-oscu.md §4), and a sample of item classes. Every
 * code is dated: a request's lastReqDt returns only those changed after it (none: 001).
 */

interface StandInCode {
  cd: string;
  cdNm: string;
  userDfnCd1: string | null;
}

export interface StandInCodeClass {
  cdCls: string;
  cdClsNm: string;
  codes: StandInCode[];
}

/** When the lists below were "published": YYYYMMDDhhmmss, as lastReqDt compares. */
export const CODES_PUBLISHED = '20230901000000';

const plain = (pairs: Array<[string, string]>): StandInCode[] => pairs.map(([cd, cdNm]) => ({ cd, cdNm, userDfnCd1: null }));

/** Kenya's taxation types (class 04): the rate in percent in userDfnCd1. */
export const TAX_TYPE_RATES: Readonly<Record<'A' | 'B' | 'C' | 'D' | 'E', number>> = { A: 0, B: 16, C: 0, D: 0, E: 8 };

const TAX_TYPE_NAMES: Record<keyof typeof TAX_TYPE_RATES, string> = {
  A: 'A-Exempt',
  B: 'B-16.00%',
  C: 'C-Zero rated',
  D: 'D-Non VAT',
  E: 'E-8%',
};

export function taxTypeClass(rates: Record<string, number>): StandInCodeClass {
  return {
    cdCls: '04',
    cdClsNm: 'Taxation Type',
    codes: Object.entries(TAX_TYPE_NAMES).map(([cd, cdNm]) => ({ cd, cdNm, userDfnCd1: String(rates[cd] ?? 0) })),
  };
}

export const OTHER_CLASSES: StandInCodeClass[] = [
  {
    cdCls: '07',
    cdClsNm: 'Payment Type',
    codes: plain([
      ['01', 'CASH'],
      ['02', 'CREDIT'],
      ['03', 'CASH/CREDIT'],
      ['04', 'BANK CHECK'],
      ['05', 'DEBIT&CREDIT CARD'],
      ['06', 'MOBILE MONEY'],
      ['07', 'OTHER'],
    ]),
  },
  {
    cdCls: '10',
    cdClsNm: 'Quantity Unit',
    codes: plain([
      ['U', 'Pieces/item [Number]'],
      ['SET', 'Set'],
      ['M', 'Metre'],
      ['MTR', 'Metre'],
      ['PR', 'Pair'],
      ['KWT', 'Kilowatt'],
    ]),
  },
  {
    cdCls: '17',
    cdClsNm: 'Packing Unit',
    codes: plain([
      ['CT', 'Carton'],
      ['BG', 'Bag'],
      ['RO', 'Roll'],
      ['CL', 'Coil'],
      ['OU', 'Outer packaging'],
      ['NT', 'Net'],
    ]),
  },
  {
    cdCls: '24',
    cdClsNm: 'Item Type',
    codes: plain([
      ['1', 'Raw Material'],
      ['2', 'Finished Product'],
      ['3', 'Service'],
    ]),
  },
  {
    cdCls: '32',
    cdClsNm: 'Refund Reason',
    codes: plain([
      ['01', 'Missing Quantity'],
      ['02', 'Missing Data'],
      ['03', 'Damaged'],
      ['04', 'Wasted'],
      ['05', 'Raw Material Shortage'],
      ['06', 'Refund'],
      ['07', 'Wrong Customer PIN'],
      ['08', 'Wrong Customer name'],
      ['09', 'Wrong Amount/price'],
      ['10', 'Wrong Quantity'],
      ['11', 'Wrong Item(s)'],
      ['12', 'Wrong tax Type'],
      ['13', 'Other'],
    ]),
  },
  {
    cdCls: '37',
    cdClsNm: 'Sales Receipt Type',
    codes: plain([
      ['S', 'Sale'],
      ['R', 'Credit Note after Sale'],
    ]),
  },
];

/**
 * A sample of UNSPSC-based item classes, enough for a solar shop's goods and services. KRA's list
 * has thousands: take the real codes from its answer in the sandbox.
 */
export const ITEM_CLASSES = [
  { itemClsCd: '26111600', itemClsNm: 'Power generators: solar panels and photovoltaic modules', taxTyCd: null },
  { itemClsCd: '26111700', itemClsNm: 'Batteries and cells and accessories', taxTyCd: null },
  { itemClsCd: '39121000', itemClsNm: 'Power conditioning equipment: inverters and charge controllers', taxTyCd: null },
  { itemClsCd: '26121600', itemClsNm: 'Electrical cable and accessories', taxTyCd: 'B' },
  { itemClsCd: '39111600', itemClsNm: 'Lighting fixtures and accessories', taxTyCd: 'B' },
  { itemClsCd: '72151500', itemClsNm: 'Electrical system services: installation', taxTyCd: 'B' },
  { itemClsCd: '78101800', itemClsNm: 'Road cargo transport: delivery', taxTyCd: 'B' },
  { itemClsCd: '81121500', itemClsNm: 'Economic analysis and consultancy services', taxTyCd: 'B' },
] as const;
