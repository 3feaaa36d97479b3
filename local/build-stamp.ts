import { createHash } from 'node:crypto';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSiteUrl } from '../src/lib/seo/site-url.ts';

/** Everything the static build reads; a change to any of these makes dist/ stale. */
const BUILD_INPUTS = ['src', 'public', 'studio/seed', 'studio/schemaTypes', 'astro.config.mjs', 'package-lock.json', 'tsconfig.json'];
const STAMP = 'dist/.build-stamp';

async function walk(path: string, out: string[]): Promise<void> {
  const info = await stat(path).catch(() => null);
  if (!info) return;
  if (info.isDirectory()) {
    for (const name of (await readdir(path)).sort()) await walk(join(path, name), out);
  } else {
    out.push(`${path}\t${info.size}\t${Math.floor(info.mtimeMs)}`);
  }
}

type Env = Readonly<Record<string, string | undefined>>;

/** The settings that change the output: the site's address as the build resolves it (SITE_URL, else PORT), and the services it names. */
export function settingsFingerprint(env: Env): string[] {
  return [
    `site=${buildSiteUrl(env)}`,
    ...['SANITY_PROJECT_ID', 'SANITY_DATASET', 'PUBLIC_SUPABASE_URL', 'PUBLIC_SUPABASE_ANON_KEY'].map(
      (name) => `${name}=${env[name] ?? ''}`,
    ),
  ];
}

/** A fingerprint of the build inputs and of the settings that change the output. */
export async function inputsFingerprint(env: Env = process.env): Promise<string> {
  const lines: string[] = [];
  for (const input of BUILD_INPUTS) await walk(input, lines);
  lines.push(...settingsFingerprint(env));
  return createHash('sha256').update(lines.join('\n')).digest('hex');
}

export async function isBuildFresh(env: Env = process.env): Promise<boolean> {
  const stamp = await readFile(STAMP, 'utf8').catch(() => '');
  return stamp !== '' && stamp === (await inputsFingerprint(env));
}

export async function writeBuildStamp(env: Env = process.env): Promise<void> {
  await writeFile(STAMP, await inputsFingerprint(env));
}
