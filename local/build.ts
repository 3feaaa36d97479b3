import { spawn } from 'node:child_process';
import { isBuildFresh, PREVIEW_BUILD, writeBuildStamp } from './build-stamp.ts';

/**
 * How `astro build` is run (here, by `npm run build` in package.json, and by the bench's scale
 * section): with a young generation of 64 MB semispaces. A build makes a gigabyte of page text
 * that lives a moment each; V8's default semispaces collect it in hundreds of small scavenges,
 * and at 10,000 products the larger ones saved 6-8 s of CPU with no more peak memory (issue 30).
 */
export const ASTRO_BUILD_ARGS = ['--max-semi-space-size=64', 'node_modules/astro/bin/astro.mjs', 'build'] as const;

/**
 * Runs `astro build` with `env` unless dist/ already matches its inputs and that environment's
 * settings (its site address among them). Astro's own output goes to the terminal when logging
 * to the console; otherwise (tests) it is kept and shown only on failure.
 */
export async function buildIfStale(log: (line: string) => void = console.log, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  if (await isBuildFresh(env)) {
    log('Build is up to date.');
    return;
  }
  log('Building the shop (astro build)...');
  await runAstro(ASTRO_BUILD_ARGS, log, env);
  await writeBuildStamp(env);
}

/** The preview app's build (astro.preview.config.mjs → .preview/): a few seconds, apart from the shop's. */
const PREVIEW_BUILD_ARGS = ['node_modules/astro/bin/astro.mjs', 'build', '--config', 'astro.preview.config.mjs'] as const;

/** Builds the preview app unless .preview/ matches its inputs and `env`'s settings. */
export async function buildPreviewIfStale(log: (line: string) => void = console.log, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  if (await isBuildFresh(env, PREVIEW_BUILD)) {
    log('Preview build is up to date.');
    return;
  }
  log('Building the preview app (astro build --config astro.preview.config.mjs)...');
  await runAstro(PREVIEW_BUILD_ARGS, log, env);
  await writeBuildStamp(env, PREVIEW_BUILD);
}

async function runAstro(args: readonly string[], log: (line: string) => void, env: NodeJS.ProcessEnv): Promise<void> {
  const quiet = log !== console.log;
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [...args], {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ASTRO_TELEMETRY_DISABLED: '1', ...env },
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`astro build exited with ${code}${quiet ? `:\n${output.slice(-4000)}` : ''}`)),
    );
    child.on('error', reject);
  });
}

if (import.meta.main) {
  await buildIfStale();
}
