import { describe, expect, it } from 'vitest';
import { DASHBOARD_FIGURES, DASHBOARD_FIGURE_KEYS } from '../../src/lib/admin/dashboard-figures.ts';
import { formatItem } from '../../src/lib/admin/items.ts';
import { orderQueryToSearch, readOrderQuery } from '../../src/lib/admin/order-query.ts';
import { parseOrderQuery } from '../../src/lib/admin/order-query-schema.ts';
import { searchPatterns } from '../../src/lib/admin/search.ts';
import { translationsFor } from '../../src/i18n/index.ts';

const t = translationsFor('en');

describe('admin orders query (URL and GET /api/orders)', () => {
  it.each([
    ['', { payment: [], delivery: [], page: 1, pageSize: 25 }],
    ['payment=paid', { payment: ['paid'], delivery: [], page: 1, pageSize: 25 }],
    ['payment=paid,%20cash_on_delivery,paid', { payment: ['paid', 'cash_on_delivery'], delivery: [], page: 1, pageSize: 25 }],
    ['delivery=shipped,delivered&period=week', { payment: [], delivery: ['shipped', 'delivered'], period: 'week', page: 1, pageSize: 25 }],
    ['q=%20%20Wanjiku%20&page=3&pageSize=100', { payment: [], delivery: [], q: 'Wanjiku', page: 3, pageSize: 100 }],
    ['q=%20%20&payment=', { payment: [], delivery: [], page: 1, pageSize: 25 }],
    ['utm_source=mail&page=2', { payment: [], delivery: [], page: 2, pageSize: 25 }],
  ])('reads ?%s', (search, expected) => {
    const parsed = parseOrderQuery(new URLSearchParams(search));
    expect(parsed).toEqual({ ok: true, query: expected });
  });

  it.each([
    ['payment=shipped', 'payment'],
    ['delivery=lost', 'delivery'],
    ['period=year', 'period'],
    ['page=0', 'page'],
    ['page=1.5', 'page'],
    ['pageSize=101', 'pageSize'],
    ['pageSize=abc', 'pageSize'],
    [`q=${'x'.repeat(101)}`, 'q'],
  ])('refuses ?%s naming %s', (search, field) => {
    const parsed = parseOrderQuery(new URLSearchParams(search));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(String(parsed.error.issues[0]?.path[0])).toBe(field);
  });

  it.each([
    '',
    'payment=paid',
    'payment=paid,%20cash_on_delivery,paid',
    'delivery=shipped,delivered&period=week',
    'q=%20%20Wanjiku%20&page=3&pageSize=100',
    'q=%20%20&payment=',
    'utm_source=mail&page=2',
  ])('the orders page reads a valid ?%s as the API does', (search) => {
    const parsed = parseOrderQuery(new URLSearchParams(search));
    expect(parsed.ok && readOrderQuery(new URLSearchParams(search))).toEqual(parsed.ok && parsed.query);
  });

  it.each([
    ['payment=shipped,paid', { payment: ['paid'], delivery: [], page: 1, pageSize: 25 }],
    ['delivery=lost', { payment: [], delivery: [], page: 1, pageSize: 25 }],
    ['period=year&page=2', { payment: [], delivery: [], page: 2, pageSize: 25 }],
    ['page=0&pageSize=101', { payment: [], delivery: [], page: 1, pageSize: 25 }],
    ['page=1.5&pageSize=abc', { payment: [], delivery: [], page: 1, pageSize: 25 }],
    [`q=${'x'.repeat(101)}&delivery=pending`, { payment: [], delivery: ['pending'], page: 1, pageSize: 25 }],
  ])('the orders page keeps what it can of ?%s, which the API refuses', (search, expected) => {
    expect(parseOrderQuery(new URLSearchParams(search)).ok).toBe(false);
    expect(readOrderQuery(new URLSearchParams(search))).toEqual(expected);
  });

  it.each([
    [{}, ''],
    [{ payment: ['paid', 'cash_on_delivery'], delivery: ['pending'] }, '?payment=paid%2Ccash_on_delivery&delivery=pending'],
    [{ period: 'today', q: 'Otieno', page: 2 }, '?period=today&q=Otieno&page=2'],
    [{ page: 1, pageSize: 25 }, ''],
    [{ pageSize: 50 }, '?pageSize=50'],
  ] as const)('writes %j as %j', (query, search) => {
    expect(orderQueryToSearch(query)).toBe(search);
  });

  it.each(DASHBOARD_FIGURE_KEYS)('dashboard figure %s survives the round trip through its link', (key) => {
    const filter = DASHBOARD_FIGURES[key];
    const parsed = parseOrderQuery(new URLSearchParams(orderQueryToSearch(filter)));
    expect(parsed.ok && parsed.query).toMatchObject({ payment: [], delivery: [], ...filter });
  });
});

describe('admin search patterns', () => {
  it.each([
    ['Wanjiku', { contains: '%Wanjiku%', idPrefix: null, phoneDigits: null }],
    ['0712 345 678', { contains: '%0712 345 678%', idPrefix: null, phoneDigits: '%712345678%' }],
    ['+254 712 345678', { contains: '%+254 712 345678%', idPrefix: null, phoneDigits: '%712345678%' }],
    ['712', { contains: '%712%', idPrefix: null, phoneDigits: null }],
    ['#A1B2C3D4', { contains: '%#A1B2C3D4%', idPrefix: 'a1b2c3d4%', phoneDigits: null }],
    ['1234-5678', { contains: '%1234-5678%', idPrefix: '1234-5678%', phoneDigits: '%12345678%' }],
    ['50%_off\\', { contains: '%50\\%\\_off\\\\%', idPrefix: null, phoneDigits: null }],
  ])('%j', (text, patterns) => {
    expect(searchPatterns(text)).toEqual(patterns);
  });
});

describe('admin order lines', () => {
  it.each([
    [{ product_name: 'Lithium battery 100Ah', quantity: 2, price_cents: 4_750_000 }, 'Lithium battery 100Ah (x2) - KSh 47,500'],
    [{ product_name: 'MC4 connectors', quantity: 1, price_cents: 47_550 }, 'MC4 connectors (x1) - KSh 475.50'],
  ])('formats %j', (item, text) => {
    expect(formatItem(item, t)).toBe(text);
  });
});
