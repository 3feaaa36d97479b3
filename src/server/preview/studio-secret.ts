import { createClient } from '@sanity/client';
import { validatePreviewUrl } from '@sanity/preview-url-secret';
import type { CmsConfig } from '../../cms/config.ts';
import type { ValidateStudioUrl } from './access.ts';

/** Checks the secret of a Studio preview link against the project, with the read token (server only). */
export function studioSecretCheck(config: Extract<CmsConfig, { kind: 'sanity' }>): ValidateStudioUrl {
  const client = createClient({
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    useCdn: false,
    perspective: 'raw',
    ...((config.readToken ?? config.token) ? { token: config.readToken ?? config.token } : {}),
    ...(config.apiHost ? { apiHost: config.apiHost, useProjectHostname: false } : {}),
  });
  return (url) => validatePreviewUrl(client, url);
}
