import type { CategorySlug } from '../catalogue/categories.ts';
import type { Product, SpecValue } from '../catalogue/types.ts';
import { DEFAULT_ASSUMPTIONS } from './size-system.ts';
import { vmpFromVoc } from './pwm.ts';
import type { Chemistry } from './types.ts';

/**
 * The catalogue's products as the solar calculator sizes with them: each product the calculator can
 * recommend reduced to the figures it needs (made at build from the catalogue and embedded in the
 * page, so they are few and small). recommend.ts picks a kit from them.
 */
export interface SizingCandidate {
  id: string;
  name: string;
  category: CategorySlug;
  /** Selling price in cents. */
  priceCents: number;
  inverterW?: number;
  /** Surge watts the inverter delivers for a motor's start (2 × continuous where the datasheet gives none, B1 step 3). */
  surgeW?: number;
  voltage?: number;
  batteryWh?: number;
  chemistry?: Chemistry;
  panelW?: number;
  /** The module's voltage at maximum power (estimated from its Voc), which decides whether PWM suits it. */
  panelVmp?: number;
  controllerA?: number;
  controllerType?: 'MPPT' | 'PWM';
  controllerVoltages?: number[];
  packagePvW?: number;
  packageBatteryWh?: number;
  packageInverterW?: number;
  /** An inverter with a solar charge controller built in (inverterType 'Hybrid'): no separate controller. */
  hybrid?: boolean;
}

const SIZING_CATEGORIES: ReadonlySet<CategorySlug> = new Set<CategorySlug>([
  'packages',
  'inverters',
  'batteries',
  'solar-panels',
  'charge-controllers',
  'back-up-systems',
]);

function num(value: SpecValue | undefined): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}

/** 'Lithium (LiFePO4)' → lithium; gel, AGM, tubular and flooded → lead-acid. */
export function chemistryOf(value: SpecValue | undefined): Chemistry | undefined {
  if (typeof value !== 'string') return undefined;
  if (/lithium|lifepo|li-ion/i.test(value)) return 'lithium';
  if (/lead|gel|agm|tubular|flooded/i.test(value)) return 'lead-acid';
  return undefined;
}

/** The candidate for one product, with the rating that makes it distinct in its category; null when it lacks the figures. */
function candidateOf(p: Product): { candidate: SizingCandidate; rating: string } | null {
  const base = { id: p.id, name: p.name, category: p.category, priceCents: p.priceCents };
  const s = p.specs;
  switch (p.category) {
    case 'packages': {
      const pv = num(s.pvPower);
      if (pv === undefined) return null;
      const inverter = num(s.powerOutput) ?? 0;
      const battery = num(s.batteryCapacity) ?? 0;
      return {
        candidate: { ...base, packageInverterW: inverter, packageBatteryWh: battery, packagePvW: pv },
        rating: `${inverter}/${battery}/${pv}`,
      };
    }
    case 'back-up-systems': {
      const inverter = num(s.powerOutput);
      const battery = num(s.batteryCapacity);
      if (inverter === undefined || battery === undefined) return null;
      return {
        candidate: { ...base, packageInverterW: inverter, packageBatteryWh: battery, packagePvW: 0 },
        rating: `${inverter}/${battery}`,
      };
    }
    case 'inverters': {
      const watts = num(s.powerOutput);
      const type = typeof s.inverterType === 'string' ? s.inverterType : '';
      // A grid-tie inverter stops when the grid does: it can run nothing from a battery.
      if (watts === undefined || type === 'Grid-tie' || s.phaseType === 'Three phase') return null;
      const voltage = num(s.voltage);
      const hybrid = type === 'Hybrid';
      return {
        candidate: {
          ...base,
          inverterW: watts,
          surgeW: watts * DEFAULT_ASSUMPTIONS.inverterSurgeRatio,
          ...(voltage === undefined ? {} : { voltage }),
          ...(hybrid ? { hybrid } : {}),
        },
        rating: `${watts}/${voltage ?? ''}/${hybrid}`,
      };
    }
    case 'batteries': {
      const voltage = num(s.voltage);
      const ah = num(s.capacity);
      const chemistry = chemistryOf(s.chemistry);
      if (voltage === undefined || ah === undefined || chemistry === undefined) return null;
      return { candidate: { ...base, voltage, batteryWh: voltage * ah, chemistry }, rating: `${chemistry}/${voltage}/${ah}` };
    }
    case 'solar-panels': {
      const watts = num(s.powerRating);
      if (watts === undefined) return null;
      const voc = num(s.voc);
      const vmp = voc === undefined ? undefined : Math.round(vmpFromVoc(voc) * 10) / 10;
      return { candidate: { ...base, panelW: watts, ...(vmp === undefined ? {} : { panelVmp: vmp }) }, rating: `${watts}` };
    }
    case 'charge-controllers': {
      const amps = num(s.currentRating);
      const voltages = Array.isArray(s.supportedVoltages) ? s.supportedVoltages.filter((v): v is number => typeof v === 'number') : [];
      const type = s.controllerType === 'MPPT' || s.controllerType === 'PWM' ? s.controllerType : undefined;
      if (amps === undefined || voltages.length === 0 || type === undefined) return null;
      const sorted = [...voltages].sort((a, b) => a - b);
      return {
        candidate: { ...base, controllerA: amps, controllerVoltages: sorted, controllerType: type },
        rating: `${type}/${amps}/${sorted.join(',')}`,
      };
    }
    default:
      return null;
  }
}

/**
 * The catalogue's products the calculator can recommend (run at build): in stock, of the six
 * categories it uses, with the figures it needs; per category only the cheapest of each distinct
 * rating, so the list embedded in the page stays short. Sorted by category, then price.
 */
export function sizingCandidates(products: readonly Product[]): SizingCandidate[] {
  const cheapest = new Map<string, SizingCandidate>();
  for (const product of products) {
    if (!product.inStock || !SIZING_CATEGORIES.has(product.category)) continue;
    const found = candidateOf(product);
    if (found === null) continue;
    const key = `${product.category}|${found.rating}`;
    const kept = cheapest.get(key);
    if (
      kept === undefined ||
      found.candidate.priceCents < kept.priceCents ||
      (found.candidate.priceCents === kept.priceCents && found.candidate.id < kept.id)
    )
      cheapest.set(key, found.candidate);
  }
  return [...cheapest.values()].sort(
    (a, b) => a.category.localeCompare(b.category) || a.priceCents - b.priceCents || a.id.localeCompare(b.id),
  );
}
