import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { builtPages, DIST } from './built-pages.ts';

/**
 * The Nu Html Checker (the W3C validator, from the vnu-jar package) over every built page, in one
 * JVM. It fails on errors and on warnings: each warning it gave on this site was a real fault (a
 * page with no h1, English text on a page marked Kiswahili), so none is waved through. Its info
 * messages (advice) are not reported. Needs Java 17+ (`java` on the PATH; Debian: default-jre-headless).
 * 26-40 s for 453 pages on two quiet cores (about 30 s of CPU); the time limit leaves room for a busy machine.
 */

const jar = String(createRequire(import.meta.url)('vnu-jar'));

/** One message of vnu's JSON output (https://github.com/validator/validator/wiki/Output-»-JSON). */
interface NuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** Checks dist/ as a whole; with --verbose the checker names each file it read, on stderr. */
async function checkAll(): Promise<{ checked: number; messages: NuMessage[] }> {
  const args = [
    '-jar',
    jar,
    '--format',
    'json',
    '--stdout',
    '--verbose',
    '--exit-zero-always',
    '--skip-non-html',
    '--skip-info-messages',
    DIST,
  ];
  const { stdout, stderr } = await promisify(execFile)('java', args, { maxBuffer: 64 * 1024 * 1024 }).catch((error: unknown) => {
    throw new Error(`The Nu checker could not run (java -jar ${jar}): Java 17 or later must be on the PATH. ${String(error)}`);
  });
  const checked = stderr.split('\n').filter((line) => line.endsWith('.html')).length;
  const messages = (JSON.parse(stdout) as { messages: NuMessage[] }).messages;
  // --verbose also says which files it skipped (images, JSON): those are no pages.
  return { checked, messages: messages.filter((message) => message.url === undefined || message.url.endsWith('.html')) };
}

function describe(message: NuMessage): string {
  const file = message.url ? path.relative(DIST, new URL(message.url).pathname) : '(no file)';
  const kind = message.subType ?? message.type;
  return `${file}:${message.lastLine ?? '?'} ${kind}: ${message.message}${message.extract ? `\n    ${message.extract.replace(/\s+/g, ' ').trim()}` : ''}`;
}

it('every built page is valid HTML: no error and no warning from the Nu checker', { timeout: 600_000 }, async () => {
  const pages = await builtPages();
  const { checked, messages } = await checkAll();
  expect(checked, 'pages the checker read').toBe(pages.length);
  expect(messages.map(describe)).toEqual([]);
});
