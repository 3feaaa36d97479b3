import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Runs a command and measures its wall time and peak resident memory (GNU time, else /proc polling). */
export interface MeasuredRun {
  code: number | null;
  milliseconds: number;
  /** Largest resident set of the process (its children included under GNU time); null when unmeasurable. */
  peakRssBytes: number | null;
  /** CPU seconds (user and system) it used, children included; null without GNU time. A steadier figure than wall time on a shared machine. */
  cpuSeconds: number | null;
  /** The last lines of its output, for a failure message. */
  outputTail: string;
}

const GNU_TIME = '/usr/bin/time';

/** VmHWM of a running process, from /proc (Linux); null elsewhere or once it has exited. */
async function highWaterMark(pid: number): Promise<number | null> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => null);
  const match = status && /^VmHWM:\s+(\d+)\s+kB$/m.exec(status);
  return match ? Number(match[1]) * 1024 : null;
}

export async function measuredRun(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<MeasuredRun> {
  const scratch = await mkdtemp(join(tmpdir(), 'measured-run-'));
  const timeFile = join(scratch, 'rss');
  const viaTime = existsSync(GNU_TIME);
  const [file, argv] = viaTime ? [GNU_TIME, ['-f', '%M %U %S', '-o', timeFile, command, ...args]] : [command, args];
  const started = performance.now();
  const child = spawn(file, argv, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let polled: number | null = null;
  const poll = viaTime
    ? undefined
    : setInterval(() => {
        if (child.pid) void highWaterMark(child.pid).then((bytes) => (polled = Math.max(polled ?? 0, bytes ?? 0) || polled));
      }, 250);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', resolve);
  });
  const milliseconds = performance.now() - started;
  if (poll) clearInterval(poll);
  // GNU time's last line: peak kilobytes, user and system seconds (a line before it may say the exit status).
  const [kilobytes, user, system] = viaTime
    ? ((await readFile(timeFile, 'utf8').catch(() => '')).trim().split('\n').pop() ?? '').split(' ').map(Number)
    : [];
  await rm(scratch, { recursive: true, force: true });
  const known = (value: number | undefined): value is number => value !== undefined && Number.isFinite(value);
  return {
    code,
    milliseconds,
    peakRssBytes: viaTime ? (known(kilobytes) && kilobytes > 0 ? kilobytes * 1024 : null) : polled,
    cpuSeconds: known(user) && known(system) ? user + system : null,
    outputTail: output,
  };
}
