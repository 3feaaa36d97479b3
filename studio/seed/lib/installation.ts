import type { CategorySlug } from '../../../src/lib/catalogue/categories.ts';
import type { LicenceClass } from '../../../src/lib/installation/licence.ts';
import type { ProductSeed } from '../data/types.ts';

/** A product's Installation fields as the seed writes them. */
export interface SeedInstallation {
  installed: true;
  licenceClass: LicenceClass;
  band: 'small-dc' | 'home' | 'large';
}

/** Above this output (W), a system is priced in the large band. */
const HOME_MAX_W = 5000;

const t3BySize = (watts: unknown): SeedInstallation => ({
  installed: true,
  licenceClass: 'T3',
  band: typeof watts === 'number' && watts > HOME_MAX_W ? 'large' : 'home',
});

/**
 * What the demo installs, and who may (solar-installation-epra.md §2: T1 up to 100 Wp, T2 up to
 * 300 Wp, T3 grid-tied and hybrid, and T3 by default for kits of 1 kWp or more, inverters and
 * lithium batteries):
 * - every inverter (hybrid, grid-tie, off-grid, back-up), T3, home up to 5 kW and large above;
 * - lithium batteries, T3 home; lead-acid ones are replacements in a system already wired: not installed;
 * - complete kits T3 by their output, small DC solar home systems T1 (up to 100 Wp) or T2 (up to 300 Wp);
 * - back-up systems wired into the house T3 home; portable power stations plug in: not installed;
 * - solar pump inverters T3 home;
 * - not installed: panels, charge controllers and accessories (parts of a system), floodlights
 *   (self-contained), water heaters and heat pumps (plumbing; solar water heating has its own
 *   regulations, LN 115 of 2025).
 * The bundle that already includes its installation (special-offer-2) offers none to buy.
 */
export function seedInstallation(category: CategorySlug, p: ProductSeed): SeedInstallation | undefined {
  const { powerOutput, pvPower, chemistry, systemType } = p.specs;
  switch (category) {
    case 'inverters':
      return t3BySize(powerOutput);
    case 'batteries':
      if (p.slug === 'special-offer-2') return undefined;
      return typeof chemistry === 'string' && chemistry.startsWith('Lithium')
        ? { installed: true, licenceClass: 'T3', band: 'home' }
        : undefined;
    case 'packages':
      if (systemType === 'Solar home system' && typeof pvPower === 'number' && pvPower <= 300) {
        return { installed: true, licenceClass: pvPower <= 100 ? 'T1' : 'T2', band: 'small-dc' };
      }
      return t3BySize(powerOutput);
    case 'back-up-systems':
      return /power station/i.test(p.name) ? undefined : t3BySize(powerOutput);
    case 'solar-hybrid-water-pumping-inverters':
      return { installed: true, licenceClass: 'T3', band: 'home' };
    default:
      return undefined;
  }
}
