import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * What the build records about every file of dist/: its size and modification time (to notice a
 * file changed since), a digest of its bytes (the ETag), and the compressed copies written for it.
 * The copies and this manifest live beside dist/, never in it, so no host deploys them.
 */

export const MANIFEST_FILE = 'manifest.json';

const variant = z.object({ size: z.number().int().nonnegative(), digest: z.string().regex(/^[A-Za-z0-9_-]+$/) });
const entry = z.object({
  size: z.number().int().nonnegative(),
  mtimeMs: z.number(),
  digest: z.string().regex(/^[A-Za-z0-9_-]+$/),
  br: variant.optional(),
  gzip: variant.optional(),
});
const manifest = z.object({ version: z.literal(1), files: z.record(z.string(), entry) });

export type ManifestEntry = z.infer<typeof entry>;
export type Manifest = z.infer<typeof manifest>;
export type CompressedEncoding = 'br' | 'gzip';

/** The file extension of each coding's copy: `/about.html` → `/about.html.br`. */
export const VARIANT_SUFFIX: Record<CompressedEncoding, string> = { br: '.br', gzip: '.gz' };

/** Where the compressed copies of `distDir` go: a sibling, `dist` → `dist-precompressed`. */
export const precompressedDir = (distDir: string): string => `${distDir.replace(/[\\/]+$/, '')}-precompressed`;

/** The manifest beside `distDir`, or null when there is none or it does not parse (then nothing is precompressed). */
export async function readManifest(distDir: string): Promise<Manifest | null> {
  const text = await readFile(join(precompressedDir(distDir), MANIFEST_FILE), 'utf8').catch(() => null);
  if (text === null) return null;
  try {
    const parsed = manifest.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
