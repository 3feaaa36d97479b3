import { z } from 'zod';

/** Where content comes from: a Sanity project when SANITY_PROJECT_ID is set, else the seed dataset. */
const cmsEnv = z.object({
  /** Sanity project id; empty means the local seed dataset. */
  SANITY_PROJECT_ID: z.string().trim().optional(),
  /** Dataset name in the Sanity project. */
  SANITY_DATASET: z.string().trim().min(1).default('production'),
  /** Sanity HTTP API version (a date). */
  SANITY_API_VERSION: z
    .string()
    .regex(/^v?\d{4}-\d{2}-\d{2}$/)
    .default('2025-01-01'),
  /** Read token, only for private datasets. */
  SANITY_TOKEN: z.string().optional(),
  /** Read token for previews of drafts (server only, never in a page): Sanity's drafts perspective and the Studio's preview secrets need one. */
  SANITY_READ_TOKEN: z.string().optional(),
  /** Another API host (a local fake in tests); the real one when empty. */
  SANITY_API_HOST: z.url().optional(),
  /** Folder holding the seed `*.ndjson` files; `studio/seed` when empty. */
  CMS_SEED_DIR: z.string().optional(),
});

export type CmsConfig =
  | { kind: 'sanity'; projectId: string; dataset: string; apiVersion: string; token?: string; readToken?: string; apiHost?: string }
  | { kind: 'local'; seedDir: string };

export function readCmsConfig(env: Record<string, string | undefined> = process.env): CmsConfig {
  const parsed = cmsEnv.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid CMS setting ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const e = parsed.data;
  if (e.SANITY_PROJECT_ID) {
    return {
      kind: 'sanity',
      projectId: e.SANITY_PROJECT_ID,
      dataset: e.SANITY_DATASET,
      apiVersion: e.SANITY_API_VERSION.replace(/^v/, ''),
      ...(e.SANITY_TOKEN ? { token: e.SANITY_TOKEN } : {}),
      ...(e.SANITY_READ_TOKEN ? { readToken: e.SANITY_READ_TOKEN } : {}),
      ...(e.SANITY_API_HOST ? { apiHost: e.SANITY_API_HOST } : {}),
    };
  }
  return { kind: 'local', seedDir: e.CMS_SEED_DIR || 'studio/seed' };
}
