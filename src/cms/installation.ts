import type { InstallationSettings } from '../lib/installation/settings.ts';
import type { GroqFetcher } from './fetcher.ts';
import { installationDocument, toInstallationSettings } from './installation-schema.ts';
import { INSTALLATION_QUERY } from './queries.ts';
import { parseDocument } from './validate.ts';

/**
 * The installation settings editors set (Installation settings, issue 48): prices by size band and
 * delivery zone, what a job includes, the calendar's rules. Null where installation is switched
 * off or the document was never made; a bad figure fails the build naming the field.
 */
export async function fetchInstallation(fetcher: GroqFetcher): Promise<InstallationSettings | null> {
  const raw = await fetcher.fetch(INSTALLATION_QUERY);
  return raw == null ? null : toInstallationSettings(parseDocument(installationDocument, raw, 'installationSettings'));
}
