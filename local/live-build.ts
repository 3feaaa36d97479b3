import { BodyCache } from '../src/server/static/body-cache.ts';
import { loadStaticSiteFiles, type StaticSiteFiles } from '../src/server/static/static-site-files.ts';
import { HEADERS_FILE } from '../src/server/headers/headers-file.ts';
import { PAGE_SOURCES_FILE, readPageSources } from '../src/server/headers/page-sources.ts';
import type { HeaderSettings } from '../src/server/headers/security-headers.ts';

/** Memory for file bodies once requested: the hot pages and assets stay in it, the long tail is read from disk. */
const BODY_CACHE_BYTES = 64 * 1024 * 1024;

/** Files the build writes for hosts, not for browsers (Cloudflare Pages does not serve `_headers` either). */
export const HOST_FILES = new Set([`/${HEADERS_FILE}`, `/${PAGE_SOURCES_FILE}`]);

/** What the Node server reads of one build at start: its file table, the bodies it keeps in memory, and its pages' header settings. */
interface ServedBuild {
  files: StaticSiteFiles;
  bodies: BodyCache;
  headers: HeaderSettings;
}

/**
 * The build the server answers from, replaced whole when a new one is swapped in (the local deploy
 * hook, local/deploy-hook/): requests read `current()` once each, so one answer never mixes two
 * builds, and the old build serves until the new one has been read in full.
 */
export interface LiveBuild {
  current(): ServedBuild;
  /** Reads the build now at the root again (file table, compressed copies, page sources) and serves it from then on. */
  reload(): Promise<void>;
  /** The build served now was moved from `from` to `to` (set aside by a swap): it is read there until the reload. */
  movedTo(from: string, to: string): void;
}

export async function liveBuild(root: string, serving: Pick<HeaderSettings, 'paymentPageOrigin' | 'https'>): Promise<LiveBuild> {
  const load = async (): Promise<ServedBuild> => {
    const files = await loadStaticSiteFiles(root, HOST_FILES);
    if (files.uncompressed.length > 0)
      console.warn(
        `${files.uncompressed.length} files of ${root} have no precompressed copy (first: ${files.uncompressed[0]}); they are sent uncompressed until the next npm run build.`,
      );
    return { files, bodies: new BodyCache(BODY_CACHE_BYTES), headers: { ...(await readPageSources(root)), ...serving } };
  };
  let served = await load();
  return {
    current: () => served,
    async reload() {
      served = await load();
    },
    movedTo(from, to) {
      // Bodies are kept by file path: the new build's files take the old ones' paths, so the memory starts afresh.
      served = { ...served, files: served.files.movedTo(from, to), bodies: new BodyCache(BODY_CACHE_BYTES) };
    },
  };
}
