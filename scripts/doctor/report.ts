import type { Env } from './check.ts';
import type { CheckResult } from './runner.ts';

/** Settings whose values never appear in the report, whatever a service's message repeats. */
const SECRET_NAME = /SECRET|TOKEN|PASSWORD|API_KEY|CONSUMER_KEY|ANON_KEY|REPORT_KEY/;
const URL_WITH_SECRETS = ['DATABASE_URL', 'SMTP_URL', 'DEPLOY_HOOK_URL'];
/** Shorter values would blank out ordinary words. */
const MIN_SECRET_LENGTH = 6;
const MIN_HOOK_ID_LENGTH = 16;

/** The secret values in `env`: secret settings, the passwords of URLs, and the deploy hook (whoever has it can start builds). */
export function secretsOf(env: Env): string[] {
  const found = new Set<string>();
  for (const [name, value] of Object.entries(env)) {
    if (!value) continue;
    if (SECRET_NAME.test(name)) found.add(value.trim());
    if (URL_WITH_SECRETS.includes(name) && URL.canParse(value)) {
      const url = new URL(value);
      if (url.password) {
        found.add(url.password);
        found.add(decodeURIComponent(url.password));
      }
      if (name === 'DEPLOY_HOOK_URL') {
        found.add(value.trim());
        // Cloudflare's hook id, not a word such as the stand-in's /deploy.
        const id = url.pathname.split('/').filter(Boolean).at(-1) ?? '';
        if (id.length >= MIN_HOOK_ID_LENGTH) found.add(id);
      }
    }
  }
  return [...found].filter((secret) => secret.length >= MIN_SECRET_LENGTH).sort((a, b) => b.length - a.length);
}

/** `text` with every secret replaced by ***. */
export function redact(text: string, secrets: readonly string[]): string {
  return secrets.reduce((out, secret) => out.split(secret).join('***'), text);
}

const NAME_WIDTH = 15;

/** One line per check: `ok` or `FAIL`, the check's name, what was found, or what is wrong and how to fix it. */
export function formatResult({ name, verdict }: CheckResult): string {
  const line = verdict.ok ? verdict.found : `${verdict.problem}. Fix: ${verdict.fix}`;
  return `${(verdict.ok ? 'ok' : 'FAIL').padEnd(4)}  ${name.padEnd(NAME_WIDTH)}${line}`;
}

/** The last line: ready, or how many checks failed and which. */
export function summary(results: readonly CheckResult[]): string {
  const failed = results.filter((result) => !result.verdict.ok).map((result) => result.name);
  if (failed.length === 0) return `All ${results.length} checks ok.`;
  return `${failed.length} of ${results.length} checks failed: ${failed.join(', ')}.`;
}

/** The whole report, secrets blanked. */
export function formatReport(header: string, results: readonly CheckResult[], env: Env): string[] {
  const secrets = secretsOf(env);
  return [header, ...results.map(formatResult), summary(results)].map((line) => redact(line, secrets));
}
