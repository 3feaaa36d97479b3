import { existsSync, renameSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { precompressedDir } from '../../src/server/static/manifest.ts';

/**
 * Where a rebuild is written and how it replaces the live build. The server reads two folders of
 * a build: dist/ and its sibling dist-precompressed/ (src/server/static/manifest.ts); the build
 * also writes dist-stats/, read by the bench only, in place. A rebuild goes to a staging folder
 * (with its own -precompressed sibling), so the live one is never half-built; the swap then moves
 * the live pair aside and the staged pair in, in one synchronous step, and tells the server where
 * the old build went (it goes on answering from there until it has read the new one).
 */
export interface BuildFolders {
  /** The live build (dist/). */
  live: string;
  /** Where a rebuild is written. */
  staging: string;
  /** Where the live build goes when a new one is swapped in; removed before the next rebuild. */
  previous: string;
}

/** The folders for `liveDir`: staging and previous under `.deploy/` beside it. */
export function buildFolders(liveDir: string): BuildFolders {
  const live = resolve(liveDir);
  const work = join(dirname(live), '.deploy');
  return { live, staging: join(work, 'staging', 'dist'), previous: join(work, 'previous', 'dist') };
}

/** Clears staging and the build set aside last time, before a new rebuild. */
export async function prepareStaging(folders: BuildFolders): Promise<void> {
  for (const dir of [folders.staging, folders.previous])
    for (const path of [dir, precompressedDir(dir)]) await rm(path, { recursive: true, force: true });
  await mkdir(dirname(folders.staging), { recursive: true });
  await mkdir(dirname(folders.previous), { recursive: true });
}

/**
 * Moves live → previous and staging → live, each with its -precompressed sibling, without
 * yielding to the event loop (no request is answered half-way), then calls `moved` with where the
 * old build is now, still synchronously. Throws when staging holds no build.
 */
export function swapIn(folders: BuildFolders, moved: (from: string, to: string) => void): void {
  if (!existsSync(folders.staging)) throw new Error(`No build in ${folders.staging} to swap in`);
  const pairs = (dir: string) => [dir, precompressedDir(dir)] as const;
  const [live, livePacked] = pairs(folders.live);
  const [staging, stagingPacked] = pairs(folders.staging);
  const [previous, previousPacked] = pairs(folders.previous);
  if (existsSync(live)) renameSync(live, previous);
  if (existsSync(livePacked)) renameSync(livePacked, previousPacked);
  renameSync(staging, live);
  if (existsSync(stagingPacked)) renameSync(stagingPacked, livePacked);
  moved(live, previous);
}
