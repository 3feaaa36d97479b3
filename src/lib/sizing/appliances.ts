import type { Load } from './types.ts';

/**
 * The calculator's ready list of appliances (reference Part B, B4). Each figure is a typical
 * default the shopper can edit; the comment says where it comes from. "Judgement" means no
 * source was found and the figure is our assumption: the UI shows it as editable.
 *
 * Sources:
 * - Kenya Power, as reported by Tuko: https://www.tuko.co.ke/kenya/611560-kplc-educates-kenyans-home-appliances-consume-electricity-tokens-most
 * - TV 32": https://letsavelectricity.com/led-tv-power-consumption-calculator (weak)
 * - TV 43": https://electronicproo.com/?p=454 (weak)
 * - Fridge daily energy: https://bkvenergy.com/blog/how-much-electricity-does-refrigerator-use/ (weak),
 *   and http://economicrecovery.gov.bm/print/html/node/12386 (a good model is under ~1.1 kWh/day)
 * Surge factors (reference B1 step 2): 3 for compressors and pumps (judgement within the 2-8 ×
 * the manuals give), 1 for resistive loads and electronics.
 */
export interface Appliance {
  readonly id: string;
  /** i18n key of the appliance's name: `sizing.appliance.<id>`. */
  readonly nameKey: `sizing.appliance.${string}`;
  /** Typical running watts of one. */
  readonly watts: number;
  /** Default hours of use a day. */
  readonly hoursPerDay: number;
  /** Energy per day of one for a cycling load (fridge, freezer), else null. */
  readonly dailyWh: number | null;
  readonly surgeFactor: number;
  /** A resistive heating load: warned against on solar (B4). */
  readonly heating: boolean;
}

function appliance(
  id: string,
  watts: number,
  hoursPerDay: number,
  more: Partial<Pick<Appliance, 'dailyWh' | 'surgeFactor' | 'heating'>> = {},
): Appliance {
  return {
    id,
    nameKey: `sizing.appliance.${id}`,
    watts,
    hoursPerDay,
    dailyWh: more.dailyWh ?? null,
    surgeFactor: more.surgeFactor ?? 1,
    heating: more.heating ?? false,
  };
}

export const APPLIANCES: readonly Appliance[] = [
  // 9 W: the worked examples' LED bulb (B2, assumption); Kenya Power: LEDs save up to 85 %.
  appliance('led-bulb', 9, 5),
  // 50 W: Samsung 50 W, LG 45 W (B4, weak).
  appliance('tv-32', 50, 5),
  // 70 W: top of the 30-70 W range given (B4, weak).
  appliance('tv-43', 70, 5),
  // 15 W: judgement (B4 found no figure); the worked examples' decoder.
  appliance('decoder', 15, 5),
  // 100 W running (Kenya Power); 1.0 kWh a day (the low end of 1-2 kWh typical, a modern model), surge 3 (compressor).
  appliance('fridge', 100, 24, { dailyWh: 1000, surgeFactor: 3 }),
  // Judgement (B4 found no figure): a chest freezer runs longer than a fridge, say 1.2 kWh a day; compressor surge 3.
  appliance('chest-freezer', 100, 24, { dailyWh: 1200, surgeFactor: 3 }),
  // 60 W: judgement (a typical laptop adapter).
  appliance('laptop', 60, 4),
  // 10 W: judgement (B4 found no figure); the worked examples' phone charger.
  appliance('phone-charging', 10, 2),
  // 50 W: judgement (a pedestal fan); small motor, negligible surge next to the rest.
  appliance('fan', 50, 6),
  // ~1,000 W: Kenya Power. Heating load.
  appliance('iron-box', 1000, 0.5, { heating: true }),
  // 1,200 W: judgement within Kenya Power's "up to 2,000 W". Resistive-like magnetron load, warned as heating.
  appliance('microwave', 1200, 0.25, { heating: true }),
  // 750 W: 1 hp surface pump (B2 example 2, assumption); motor surge 3.
  appliance('water-pump-surface', 750, 1.5, { surgeFactor: 3 }),
  // 1,100 W: judgement (a 1.5 hp submersible); motor surge 3.
  appliance('borehole-pump', 1100, 2, { surgeFactor: 3 }),
  // 2,000 W: judgement; Kenya Power puts kettles in the same high-wattage category as irons. Heating load.
  appliance('kettle', 2000, 0.25, { heating: true }),
  // ~5,000 W: Kenya Power. Heating load.
  appliance('electric-shower', 5000, 0.5, { heating: true }),
  // 10 W: judgement.
  appliance('radio', 10, 4),
  // 10 W: judgement (a home Wi-Fi router, on all day).
  appliance('router', 10, 24),
];

const BY_ID: ReadonlyMap<string, Appliance> = new Map(APPLIANCES.map((a) => [a.id, a]));

/** The ready-list appliance with this id, or undefined. */
export function findAppliance(id: string): Appliance | undefined {
  return BY_ID.get(id);
}

/**
 * A load line from a ready-list appliance, with its default hours unless `hours` is given. Its
 * `name` is the appliance's i18n key (`sizing.appliance.<id>`): the page shows it translated
 * whenever `applianceId` is set. Throws on an unknown id: the ids come from this list.
 */
export function loadFromAppliance(id: string, quantity: number, hours?: number): Load {
  const a = BY_ID.get(id);
  if (a === undefined) throw new Error(`Unknown appliance: ${id}`);
  return {
    applianceId: a.id,
    name: a.nameKey,
    watts: a.watts,
    quantity,
    hoursPerDay: hours ?? a.hoursPerDay,
    dailyWh: a.dailyWh,
    surgeFactor: a.surgeFactor,
    heating: a.heating,
  };
}
