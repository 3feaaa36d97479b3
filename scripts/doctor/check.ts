/** What one check of `npm run doctor` found: fine, or what is wrong and how to fix it. */
export type Verdict = { ok: true; found: string } | { ok: false; problem: string; fix: string };

export type Env = Readonly<Record<string, string | undefined>>;

/** What every check reads: the mode, the environment as the servers will see it, and a time limit for each call. */
export interface DoctorContext {
  /** NODE_ENV=production: judged as production; otherwise as a local setup under npm start. */
  production: boolean;
  /** The environment, with npm start's defaults filled in when local. */
  env: Env;
  /** Milliseconds any one network call may take (the runner gives a check a little more). */
  callTimeoutMs: number;
}

/** One line of the report: a name and the question it answers. */
export interface Check {
  name: string;
  run(context: DoctorContext): Promise<Verdict>;
}

export const ok = (found: string): Verdict => ({ ok: true, found });
export const fail = (problem: string, fix: string): Verdict => ({ ok: false, problem, fix });

/** A door's parser threw: its message names the setting. */
function refused(error: unknown, fix: string): Verdict {
  return fail(error instanceof Error ? error.message : String(error), fix);
}

/** Runs a parser; its error becomes the verdict (a FAIL naming the setting), its value the input of the rest. */
export function reading<T>(read: () => T, fix: string): { ok: true; value: T } | { ok: false; verdict: Verdict } {
  try {
    return { ok: true, value: read() };
  } catch (error) {
    return { ok: false, verdict: refused(error, fix) };
  }
}

/** Whether a URL points at this machine (a stand-in's address). */
export function isLoopback(url: string): boolean {
  const host = URL.canParse(url) ? new URL(url).hostname : '';
  return host === 'localhost' || host === '[::1]' || /^127\./.test(host);
}

/** Words for "start the stand-ins" or "look at the service", by mode. */
export function reachFix(context: DoctorContext, production: string): string {
  return context.production ? production : 'start the stand-ins and the shop: npm start';
}
