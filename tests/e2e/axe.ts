import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core over the page as it stands, or over `include` (a selector): each violation as
 * "rule: help (its first three targets)", so a failure names what to fix.
 *
 * Legacy mode runs axe in the page itself. The default mode opens a blank page to gather each
 * frame's results and injects axe twice, which cost about 0.4 s a call here and 35 to 45 % of a
 * sweep's time (issue 34). It does not test frames from another origin; the shop's pages frame only
 * Pesapal's page, which is not ours to test, and axe's frame-tested rule lists any frame left out among its incomplete results.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
  );
}
