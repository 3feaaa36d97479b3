import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** The Chromium the browser tests drive: CHROMIUM_PATH, else Debian's, else Playwright's own. */
export function findChromium(env: Record<string, string | undefined> = process.env): string | null {
  const candidates = [env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
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
