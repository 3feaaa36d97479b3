import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrapAuthSchema } from '../../local/auth/bootstrap.ts';
import { openDatabase } from '../../src/server/db/open.ts';
import { openPostgres } from '../../src/server/db/postgres.ts';
import { freePort } from '../hosts/hosts.ts';

/**
 * Issue 26.5, the database as production has it, on a throwaway PostgreSQL cluster of its own
 * (roles are shared by a whole cluster, and the tests' usual server has Supabase's roles and no
 * TLS): a role that may create databases and roles, but is no superuser, takes the local auth
 * bootstrap and every migration (PostgreSQL 15 lets only a superuser give BYPASSRLS); and a URL
 * with sslmode=require, as Supabase's pooler gives, connects over TLS. Needs Debian's PostgreSQL
 * binaries, openssl and the postgres system user (CI installs them); skipped elsewhere, except in CI.
 */
const BIN = existsSync('/usr/lib/postgresql')
  ? readdirSync('/usr/lib/postgresql')
      .map((v) => `/usr/lib/postgresql/${v}/bin`)
      .find((dir) => existsSync(`${dir}/initdb`))
  : undefined;
const asPostgres =
  process.getuid?.() === 0 &&
  (() => {
    try {
      execFileSync('id', ['postgres'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  })();
const REQUIRED = Boolean(process.env.CI);
const blocked = !BIN
  ? 'no PostgreSQL binaries'
  : !asPostgres
    ? 'not root with a postgres user'
    : !existsSync('/usr/bin/openssl')
      ? 'no openssl'
      : null;
if (blocked && !REQUIRED) console.warn(`Skipping the production-like PostgreSQL test: ${blocked}.`);

describe.skipIf(Boolean(blocked) && !REQUIRED)(
  'PostgreSQL as production has it: TLS, and a role that may create roles but is no superuser',
  () => {
    let dir: string;
    let port: number;
    const run = (command: string, args: string[]) =>
      execFileSync('runuser', ['-u', 'postgres', '--', `${BIN}/${command}`, ...args], { stdio: 'pipe' }).toString();

    beforeAll(async () => {
      if (blocked) throw new Error(`The production-like PostgreSQL test cannot run: ${blocked}`);
      dir = await mkdtemp(join(tmpdir(), 'pg-createrole-'));
      await chown(
        dir,
        Number(execFileSync('id', ['-u', 'postgres']).toString()),
        Number(execFileSync('id', ['-g', 'postgres']).toString()),
      );
      run('initdb', ['-D', join(dir, 'data'), '-U', 'postgres', '--auth=trust', '--no-sync']);
      // A self-signed certificate: TLS as Supabase's pooler offers it (sslmode=require checks encryption, not the certificate).
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-days',
          '1',
          '-subj',
          '/CN=127.0.0.1',
          '-keyout',
          join(dir, 'data', 'server.key'),
          '-out',
          join(dir, 'data', 'server.crt'),
        ],
        { stdio: 'ignore' },
      );
      execFileSync('chown', ['postgres:postgres', join(dir, 'data', 'server.key'), join(dir, 'data', 'server.crt')]);
      execFileSync('chmod', ['600', join(dir, 'data', 'server.key')]);
      port = await freePort();
      run('pg_ctl', [
        '-D',
        join(dir, 'data'),
        '-o',
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c ssl=on`,
        '-l',
        join(dir, 'log'),
        '-w',
        'start',
      ]);
      run('psql', [
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-U',
        'postgres',
        '-qc',
        "create role shop_owner login createrole createdb password 'shop_owner'",
      ]);
      run('psql', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-qc', 'create database shop owner shop_owner']);
    }, 60_000);

    afterAll(async () => {
      if (!dir) return;
      run('pg_ctl', ['-D', join(dir, 'data'), '-m', 'immediate', '-w', 'stop']);
      await rm(dir, { recursive: true, force: true });
    });

    it('applies the bootstrap and the migrations, and the shop can place its first order row', async () => {
      const db = await openDatabase({
        databaseUrl: `postgres://shop_owner:shop_owner@127.0.0.1:${port}/shop`,
        prepare: bootstrapAuthSchema,
      });
      try {
        const roles = await db.sql.query<{ rolname: string; rolbypassrls: boolean }>(
          `select rolname, rolbypassrls from pg_roles where rolname in ('anon', 'authenticated', 'service_role') order by rolname`,
        );
        expect(roles.map((r) => r.rolname)).toEqual(['anon', 'authenticated', 'service_role']);
        const [applied] = await db.sql.query<{ n: number }>(`select count(*)::int as n from supabase_migrations.schema_migrations`);
        expect(applied?.n).toBeGreaterThan(10);
      } finally {
        await db.close();
      }
    }, 60_000);

    it.each([
      ['?sslmode=require', true],
      ['', false],
    ])('connects with TLS exactly when the URL asks for it (%s)', async (query, encrypted) => {
      const sql = openPostgres(`postgres://shop_owner:shop_owner@127.0.0.1:${port}/shop${query}`, { max: 1 });
      try {
        const [row] = await sql.query<{ ssl: boolean }>('select ssl from pg_stat_ssl where pid = pg_backend_pid()');
        expect(row?.ssl).toBe(encrypted);
      } finally {
        await sql.close();
      }
    });
  },
);
