import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * The Chromium to drive: CHROMIUM_PATH, else Debian's, else Playwright's own. With `headlessShell`
 * (the browser tests), Debian's chromium-headless-shell first: the old headless build Playwright
 * itself runs headless tests in, without the full browser's UI processes (the axe sweep ran in 6.1
 * min there, 8.7 in the full browser). Lighthouse and the search bench measure in the full browser.
 */
export function findChromium(env: Record<string, string | undefined> = process.env, { headlessShell = false } = {}): string | null {
  const candidates = [
    env.CHROMIUM_PATH,
    ...(headlessShell ? ['/usr/bin/chromium-headless-shell'] : []),
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  try {
    const own = chromium.executablePath();
    return own && existsSync(own) ? own : null;
  } catch {
    return null;
  }
}

export const INSTALL_HINT =
  'Browser tests need Chromium: install it with `sudo apt-get install chromium` (Debian/Ubuntu) or set CHROMIUM_PATH.';
