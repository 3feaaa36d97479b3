import { createHash } from 'node:crypto';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSiteUrl } from '../src/lib/seo/site-url.ts';
import { demoSaleWeeks } from '../src/cms/demo-sale-dates.ts';
import { readNdjsonDir } from '../src/cms/fetcher.ts';

/** A build's output folder's stamp, and everything the build reads: a change to any of these makes its output stale. */
export interface BuildTarget {
  stamp: string;
  inputs: readonly string[];
}

const SITE_BUILD: BuildTarget = {
  stamp: 'dist/.build-stamp',
  inputs: ['src', 'public', 'studio/seed', 'studio/schemaTypes', 'astro.config.mjs', 'package-lock.json', 'tsconfig.json'],
};

/** The preview app (.preview/) reads content per request: the seed is not among its inputs. */
export const PREVIEW_BUILD: BuildTarget = {
  stamp: '.preview/.build-stamp',
  inputs: ['src', 'astro.preview.config.mjs', 'package-lock.json', 'tsconfig.json'],
};

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

/**
 * The settings that change the output: the site's address as the build resolves it (SITE_URL, else
 * PORT), the services it names, and where its stock counts come from (DATABASE_URL, hashed: the
 * stamp file never holds a password; without it, studio/seed/stock.json, among the inputs).
 */
export function settingsFingerprint(env: Env): string[] {
  return [
    `site=${buildSiteUrl(env)}`,
    `stock=${env.DATABASE_URL ? createHash('sha256').update(env.DATABASE_URL).digest('hex') : 'seed'}`,
    ...['SANITY_PROJECT_ID', 'SANITY_DATASET', 'PUBLIC_SUPABASE_URL', 'PUBLIC_SUPABASE_ANON_KEY'].map(
      (name) => `${name}=${env[name] ?? ''}`,
    ),
  ];
}

/** A fingerprint of the build inputs and of the settings that change the output. */
export async function inputsFingerprint(env: Env = process.env, target: BuildTarget = SITE_BUILD): Promise<string> {
  const lines: string[] = [];
  for (const input of target.inputs) await walk(input, lines);
  lines.push(...settingsFingerprint(env));
  // The seed's sale dates move a week on once its flash sale ends (src/cms/demo-sale-dates.ts): the build that showed them is stale then.
  if (target === SITE_BUILD && !env.SANITY_PROJECT_ID)
    lines.push(`demo-sale-weeks=${demoSaleWeeks(await readNdjsonDir('studio/seed'), new Date())}`);
  return createHash('sha256').update(lines.join('\n')).digest('hex');
}

export async function isBuildFresh(env: Env = process.env, target: BuildTarget = SITE_BUILD): Promise<boolean> {
  const stamp = await readFile(target.stamp, 'utf8').catch(() => '');
  return stamp !== '' && stamp === (await inputsFingerprint(env, target));
}

export async function writeBuildStamp(env: Env = process.env, target: BuildTarget = SITE_BUILD): Promise<void> {
  await writeFile(target.stamp, await inputsFingerprint(env, target));
}
