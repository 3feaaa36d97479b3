import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en.ts';
import { admin } from '../../src/i18n/en/admin.ts';
import { islandKeys, keysNamed, reachableModules } from '../../src/i18n/island-keys.ts';

/**
 * Each island loads only the strings its code names (src/build/island-strings.ts): the build
 * reads them from the source, so that reading must find what the code uses, and nothing else.
 */
const root = resolve(import.meta.dirname, '../..');
const ALL = Object.keys(en);
const island = (path: string) => islandKeys(join(root, 'src/islands', path), ALL);

describe('the keys a module names', () => {
  it.each([
    ["t('cart.title')", ['cart.title']],
    ['t("cart.title") + t(`cart.subtotal`)', ['cart.title', 'cart.subtotal']],
    ["const TEXT = { busy: 'auth.recover.busy' }", ['auth.recover.busy']],
    ["t('not.a.key'), 'hello.world'", []],
    ["import x from './cart.ts'", []],
  ] as const)('%s', (code, keys) => {
    expect(keysNamed(code, ALL)).toEqual(keys);
  });

  it('reads a counting message as one key (its forms travel with it)', () => {
    expect(keysNamed("t('admin.orders.count', { count: total })", ALL)).toEqual(['admin.orders.count']);
  });

  it('reads a template as every key it may become', () => {
    const statuses = keysNamed('t(`order.status.${status}`)', ALL);
    expect(statuses).toContain('order.status.paid');
    expect(statuses.every((key) => key.startsWith('order.status.'))).toBe(true);
  });
});

describe('the modules an island reaches', () => {
  const dir = mkdtempSync(join(tmpdir(), 'island-keys-'));
  writeFileSync(join(dir, 'root.tsx'), "import './a.ts';\nimport type { B } from './b.ts';\nconst later = () => import('./c.tsx');\n");
  writeFileSync(join(dir, 'a.ts'), "export * from './d.ts';\nexport const a = 'cart.title';\n");
  writeFileSync(join(dir, 'b.ts'), "export type B = 'admin.notification.heading';\n");
  writeFileSync(join(dir, 'c.tsx'), "export const c = 'checkout.title';\n");
  writeFileSync(join(dir, 'd.ts'), "export const d = 'cart.subtotal';\n");

  it('follows static imports, re-exports and import(), not import type', () => {
    expect([...reachableModules([join(dir, 'root.tsx')])].map((file) => file.slice(dir.length + 1)).sort()).toEqual([
      'a.ts',
      'c.tsx',
      'd.ts',
      'root.tsx',
    ]);
  });

  it('gives the island the keys of every module it reaches', () => {
    expect(islandKeys(join(dir, 'root.tsx'), ALL)).toEqual(['cart.subtotal', 'cart.title', 'checkout.title']);
  });
});

describe('a section that loads its own table', () => {
  const dir = mkdtempSync(join(tmpdir(), 'island-keys-'));
  const ownTable = "// its own words\nimport 'virtual:island-strings';\n";
  writeFileSync(join(dir, 'root.tsx'), `${ownTable}import './shared.ts';\nconst later = () => import('./section.tsx');\n`);
  writeFileSync(join(dir, 'section.tsx'), `${ownTable}import './shared.ts';\nimport './inner.ts';\nexport const s = 'checkout.title';\n`);
  writeFileSync(join(dir, 'inner.ts'), "export const i = 'cart.subtotal';\n");
  writeFileSync(join(dir, 'shared.ts'), "export const t = 'cart.title';\n");

  it('is left out of its island’s table, with what only it reaches', () => {
    expect(islandKeys(join(dir, 'root.tsx'), ALL)).toEqual(['cart.title']);
  });

  it('has a table of its own words and those of what it reaches', () => {
    expect(islandKeys(join(dir, 'section.tsx'), ALL)).toEqual(['cart.subtotal', 'cart.title', 'checkout.title']);
  });
});

describe('each island’s table', () => {
  it('holds what the cart page says, and none of the admin area or checkout steps', () => {
    const keys = island('CartPage.tsx');
    expect(keys).toEqual(expect.arrayContaining(['cart.title', 'cart.checkout']));
    expect(keys.filter((key) => key in admin)).toEqual([]);
    expect(keys.length).toBeLessThan(ALL.length / 5);
  });

  it.each(['admin/AdminDashboardPage.tsx', 'admin/AdminOrdersPage.tsx', 'admin/AdminOrderPage.tsx'])(
    '%s holds the admin area’s words, the storefront’s islands none of them',
    (path) => {
      expect(island(path).filter((key) => key in admin).length).toBeGreaterThan(50);
    },
  );

  it.each([
    'OrdersPage.tsx',
    'AccountPage.tsx',
    'checkout/CheckoutPage.tsx',
    'payment/PaymentReturn.tsx',
    '../page-scripts/auth-ui/mount.ts',
  ])('%s: no admin words, and a fraction of the whole', (path) => {
    const keys = island(path);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((key) => key in admin)).toEqual([]);
    expect(keys.length).toBeLessThan(ALL.length / 3);
  });
});
