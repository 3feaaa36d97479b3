import { z } from 'zod';

/** Orders the seed adds unless told otherwise: the volume the orders desk is benched at. */
export const DEFAULT_SEED_ORDERS = 30_000;

export interface SeedCommand {
  orders: number;
  days: number;
  force: boolean;
}

const argsSchema = z.object({
  /** How many orders to add. */
  orders: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_SEED_ORDERS),
  /** How many days back the orders spread over. */
  days: z.coerce.number().int().min(1).max(3650).default(180),
  /** Seed even a database that looks like production. */
  force: z.boolean().default(false),
});

/** Reads `--orders N --days N --force` (also `--orders=N`); an unknown flag or bad value names itself. */
export function parseSeedArgs(argv: readonly string[]): { ok: true; command: SeedCommand } | { ok: false; error: string } {
  const raw: Record<string, string | boolean> = {};
  for (let i = 0; i < argv.length; i++) {
    const match = /^--([a-z]+)(?:=(.*))?$/.exec(argv[i] ?? '');
    if (!match?.[1]) return { ok: false, error: `unexpected argument ${argv[i]}` };
    const name = match[1];
    if (!(name in argsSchema.shape)) return { ok: false, error: `unknown option --${name}` };
    if (name === 'force') raw.force = true;
    else raw[name] = match[2] ?? argv[++i] ?? '';
  }
  const parsed = argsSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, error: `--${String(issue?.path[0])}: ${issue?.message}` };
  }
  return { ok: true, command: parsed.data };
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/**
 * Why seeding the database `env` names would be seeding production, or null when it is local:
 * NODE_ENV=production, or a DATABASE_URL whose host is not this machine (Supabase, any server).
 */
export function productionReason(env: Record<string, string | undefined>): string | null {
  if (env.NODE_ENV === 'production') return 'NODE_ENV is production';
  if (!env.DATABASE_URL) return null;
  let host: string;
  try {
    host = new URL(env.DATABASE_URL).hostname;
  } catch {
    return 'DATABASE_URL is not a URL';
  }
  return LOCAL_HOSTS.has(host) ? null : `DATABASE_URL points at ${host}, not this machine`;
}
