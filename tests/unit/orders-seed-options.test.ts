import { describe, expect, it } from 'vitest';
import { DEFAULT_SEED_ORDERS, parseSeedArgs, productionReason } from '../../scripts/orders-seed/options.ts';

describe('npm run orders:seed arguments', () => {
  it.each([
    [[], { orders: DEFAULT_SEED_ORDERS, days: 180, force: false }],
    [['--orders', '500'], { orders: 500, days: 180, force: false }],
    [['--orders=1200', '--days', '30'], { orders: 1200, days: 30, force: false }],
    [['--force', '--orders', '10'], { orders: 10, days: 180, force: true }],
  ])('reads %j', (argv, command) => {
    expect(parseSeedArgs(argv)).toEqual({ ok: true, command });
  });

  it.each([
    [['--orders', '0'], '--orders'],
    [['--orders', 'many'], '--orders'],
    [['--orders'], '--orders'],
    [['--days', '-1'], '--days'],
    [['--limit', '5'], '--limit'],
    [['30000'], '30000'],
  ])('refuses %j naming %s', (argv, name) => {
    const parsed = parseSeedArgs(argv);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? '' : parsed.error).toContain(name);
  });
});

describe('orders:seed refuses production unless forced', () => {
  it.each([
    [{}, null],
    [{ DATABASE_URL: 'postgres://shop:shop@127.0.0.1:5432/shop' }, null],
    [{ DATABASE_URL: 'postgres://shop:shop@localhost/shop' }, null],
    [{ DATABASE_URL: 'postgres://shop:shop@[::1]:5432/shop' }, null],
    [{ DATABASE_URL: 'postgres://postgres:x@db.abcdefgh.supabase.co:5432/postgres' }, 'db.abcdefgh.supabase.co'],
    [{ DATABASE_URL: 'postgres://u:p@aws-0-eu-west-1.pooler.supabase.com:6543/postgres' }, 'pooler.supabase.com'],
    [{ DATABASE_URL: 'not a url' }, 'not a URL'],
    [{ NODE_ENV: 'production' }, 'production'],
    [{ NODE_ENV: 'production', DATABASE_URL: 'postgres://shop@127.0.0.1/shop' }, 'production'],
  ])('%j', (env, reason) => {
    const found = productionReason(env);
    if (reason === null) expect(found).toBeNull();
    else expect(found).toContain(reason);
  });
});
