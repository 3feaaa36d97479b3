import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Encoding } from './accept-encoding.ts';
import { listBuildFiles } from './build-files.ts';
import { contentType, isCompressible } from './content-types.ts';
import { contentDigest } from './digest.ts';
import { strongEtag } from './etag.ts';
import { precompressedDir, readManifest, VARIANT_SUFFIX, type ManifestEntry } from './manifest.ts';
import { resolveStaticPath } from './resolve-path.ts';

/**
 * The files of a static build as the server answers them: for each, its media type and one
 * representation per content coding (the file, and the build's brotli and gzip copies when they
 * are current), each with its size and strong ETag, all worked out once at startup.
 */

interface Representation {
  /** Where the bytes are on disk. */
  file: string;
  size: number;
  etag: string;
}

export interface StaticFile {
  path: string;
  type: string;
  representations: Partial<Record<Encoding, Representation>> & { identity: Representation };
}

export interface StaticSiteFiles {
  /** The file answering a URL path, as a static host resolves it (`/about` → `/about.html`). */
  resolve(pathname: string): StaticFile | null;
  get(path: string): StaticFile | null;
  /** Files worth compressing that have no current compressed copy (a build without the step, or a file edited since). */
  uncompressed: string[];
  /**
   * The same files once their build has been moved from `from` to `to` (a new build swapped in,
   * local/deploy-hook): its compressed copies beside it move with it, so both are read there.
   */
  movedTo(from: string, to: string): StaticSiteFiles;
}

const BATCH = 64;

async function compressedCopy(file: string, recorded: { size: number; digest: string } | undefined): Promise<Representation | undefined> {
  if (!recorded) return undefined;
  const info = await stat(file).catch(() => null);
  return info?.size === recorded.size ? { file, size: recorded.size, etag: strongEtag(recorded.digest) } : undefined;
}

async function describe(root: string, copies: string, path: string, recorded: ManifestEntry | undefined): Promise<StaticFile> {
  const file = join(root, path);
  const info = await stat(file);
  const current = recorded !== undefined && recorded.size === info.size && recorded.mtimeMs === info.mtimeMs;
  const digest = current ? recorded.digest : contentDigest(await readFile(file));
  const representations: StaticFile['representations'] = { identity: { file, size: info.size, etag: strongEtag(digest) } };
  if (current) {
    const [br, gzip] = await Promise.all([
      compressedCopy(join(copies, path + VARIANT_SUFFIX.br), recorded.br),
      compressedCopy(join(copies, path + VARIANT_SUFFIX.gzip), recorded.gzip),
    ]);
    if (br) representations.br = br;
    if (gzip) representations.gzip = gzip;
  }
  return { path, type: contentType(path), representations };
}

/** Indexes `root` (a build's dist/), leaving out the `hidden` paths (files for hosts, not browsers). */
export async function loadStaticSiteFiles(root: string, hidden: ReadonlySet<string> = new Set()): Promise<StaticSiteFiles> {
  const manifest = await readManifest(root);
  const copies = precompressedDir(root);
  const paths = (await listBuildFiles(root)).filter((path) => !hidden.has(path));
  // In batches: without a manifest every file is read, and a catalogue has more files than a process may open at once.
  const described: StaticFile[] = [];
  for (let start = 0; start < paths.length; start += BATCH) {
    described.push(
      ...(await Promise.all(paths.slice(start, start + BATCH).map((path) => describe(root, copies, path, manifest?.files[path])))),
    );
  }
  return indexOf(described);
}

function indexOf(described: readonly StaticFile[]): StaticSiteFiles {
  const byPath = new Map(described.map((file) => [file.path, file]));
  const names = new Set(byPath.keys());
  return {
    movedTo: (from, to) => {
      const move = (representation: Representation): Representation =>
        representation.file.startsWith(from) ? { ...representation, file: to + representation.file.slice(from.length) } : representation;
      return indexOf(
        described.map((file) => ({
          ...file,
          representations: Object.fromEntries(
            Object.entries(file.representations).map(([encoding, representation]) => [encoding, move(representation)]),
          ) as StaticFile['representations'],
        })),
      );
    },
    resolve: (pathname) => {
      const path = resolveStaticPath(names, pathname);
      return path === null ? null : (byPath.get(path) ?? null);
    },
    get: (path) => byPath.get(path) ?? null,
    uncompressed: described
      .filter(({ path, representations: { identity, br, gzip } }) => isCompressible(path, identity.size) && !br && !gzip)
      .map((file) => file.path),
  };
}
