import type { Check, Env } from './check.ts';
import { CHECKS } from './checks.ts';
import { doctorContext, header } from './mode.ts';
import { registerIpn } from './pesapal-checks.ts';
import { formatReport } from './report.ts';
import { runChecks } from './runner.ts';

export interface DoctorOptions {
  /** Register PESAPAL_IPN_URL with Pesapal before the checks, and print the ipn_id. */
  registerIpn?: boolean;
  /** Time for one network call (8 s), and for a whole check (10 s). */
  callTimeoutMs?: number;
  checkTimeoutMs?: number;
  checks?: readonly Check[];
}

export interface DoctorReport {
  lines: string[];
  /** How many checks failed: the exit code is 1 when any did. */
  failed: number;
}

/** Reads `env` as the servers will, runs every check, and returns the report's lines. */
export async function runDoctor(env: Env, options: DoctorOptions = {}): Promise<DoctorReport> {
  const context = doctorContext(env, options.callTimeoutMs ?? 8_000);
  const before: string[] = [];
  if (options.registerIpn) before.push((await registerIpn(context)).message);
  const results = await runChecks(options.checks ?? CHECKS, context, options.checkTimeoutMs ?? 10_000);
  const [first = '', ...rest] = formatReport(header(context), results, context.env);
  return { lines: [first, ...before, ...rest], failed: results.filter((result) => !result.verdict.ok).length };
}
