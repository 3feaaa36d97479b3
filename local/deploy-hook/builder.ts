import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ASTRO_BUILD_ARGS } from '../build.ts';
import { inputsFingerprint } from '../build-stamp.ts';

/** Builds the site into `outDir`; rejects with the output's tail when the build fails. */
export type SiteBuild = (outDir: string) => Promise<void>;

/**
 * `astro build --outDir <outDir>` as `npm run build` runs it (local/build.ts ASTRO_BUILD_ARGS), with
 * `env`; the build stamp of the inputs as they were when it started goes in with it, so the next
 * `npm start` knows the swapped-in build is current.
 */
export function astroBuild(env: NodeJS.ProcessEnv = process.env): SiteBuild {
  return async (outDir) => {
    const stamp = await inputsFingerprint(env);
    await new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, [...ASTRO_BUILD_ARGS, '--outDir', outDir], {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ASTRO_TELEMETRY_DISABLED: '1', ...env },
      });
      let output = '';
      const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000));
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`astro build exited with ${code}:\n${output.slice(-2000)}`))));
      child.on('error', reject);
    });
    await writeFile(join(outDir, '.build-stamp'), stamp);
  };
}
