import { spawn } from 'node:child_process';
import { isBuildFresh, writeBuildStamp } from './build-stamp.ts';

/** Runs `astro build` unless dist/ already matches its inputs. */
export async function buildIfStale(log: (line: string) => void = console.log): Promise<void> {
  if (await isBuildFresh()) {
    log('Build is up to date.');
    return;
  }
  log('Building the shop (astro build)...');
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], {
      stdio: 'inherit',
      env: { ASTRO_TELEMETRY_DISABLED: '1', ...process.env },
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`astro build exited with ${code}`))));
    child.on('error', reject);
  });
  await writeBuildStamp();
}

if (import.meta.main) {
  await buildIfStale();
}
