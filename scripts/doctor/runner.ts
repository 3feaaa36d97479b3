import type { Check, DoctorContext, Verdict } from './check.ts';

export interface CheckResult {
  name: string;
  verdict: Verdict;
}

/**
 * Runs every check at once, each within `limitMs`; a check that throws or runs out of time is a
 * FAIL line like any other, never a crash. Results come in the checks' order.
 */
export function runChecks(checks: readonly Check[], context: DoctorContext, limitMs: number): Promise<CheckResult[]> {
  return Promise.all(
    checks.map(async (check): Promise<CheckResult> => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<Verdict>((done) => {
        timer = setTimeout(
          () =>
            done({
              ok: false,
              problem: `no answer within ${limitMs / 1000} s`,
              fix: 'check that the service is up and reachable from here',
            }),
          limitMs,
        );
      });
      try {
        return { name: check.name, verdict: await Promise.race([check.run(context), late]) };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return {
          name: check.name,
          verdict: {
            ok: false,
            problem: `the check failed: ${message}`,
            fix: 'read the message; the setting it names is in docs/configuration.md',
          },
        };
      } finally {
        clearTimeout(timer);
      }
    }),
  );
}
