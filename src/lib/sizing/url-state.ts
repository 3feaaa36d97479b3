import { isCountyCode, type CountyCode } from '../delivery/county-code.ts';
import { findAppliance } from './appliances.ts';
import type { Chemistry, Load, SizingInput, SystemMode } from './types.ts';

/**
 * The calculator's inputs in the page address, so a link restores them (issue 18). Compact and
 * versioned: `v=1&c=047&m=b&d=1&b=li&l=led-bulb*6*5&l=u*750*1*2*Pump`. Reading is tolerant: a bad
 * value falls back to its default, a bad load line is dropped, nothing throws.
 *
 * A load `l` is `<appliance id>*<quantity>*<hours>[*<watts>]` (watts only when edited), or the
 * shopper's own `u*<watts>*<quantity>*<hours>*<name>`. `*` survives URLSearchParams unescaped.
 */
const URL_STATE_VERSION = '1';
/** Nairobi City: the default county when none is given or remembered. */
export const DEFAULT_COUNTY: CountyCode = '047';
export const DEFAULT_AUTONOMY: Readonly<Record<SystemMode, number>> = { backup: 1, 'off-grid': 2 };
export const MIN_AUTONOMY = 1;
export const MAX_AUTONOMY = 5;
export const MAX_LOADS = 30;
export const MAX_QUANTITY = 100;
export const MAX_WATTS = 20_000;
export const MAX_NAME_LENGTH = 40;

const MODES: Readonly<Record<string, SystemMode>> = { b: 'backup', o: 'off-grid' };
const CHEMISTRIES: Readonly<Record<string, Chemistry>> = { li: 'lithium', pb: 'lead-acid' };
const OWN = 'u';

/** A number within [min, max], or null when the text is not one. */
function within(text: string | undefined, min: number, max: number): number | null {
  if (text === undefined || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= min && value <= max ? value : null;
}

export const isQuantity = (value: number) => Number.isInteger(value) && value >= 1 && value <= MAX_QUANTITY;
export const isHours = (value: number) => Number.isFinite(value) && value > 0 && value <= 24;
export const isWatts = (value: number) => Number.isFinite(value) && value > 0 && value <= MAX_WATTS;

/**
 * A load from the ready list with the shopper's own watts: a cycling load's daily energy scales
 * with its watts (a 150 W fridge uses half as much again as the 100 W one).
 */
export function readyLoad(id: string, quantity: number, hours: number, watts?: number): Load | null {
  const appliance = findAppliance(id);
  if (!appliance) return null;
  const w = watts ?? appliance.watts;
  const dailyWh = appliance.dailyWh === null ? null : (appliance.dailyWh * w) / appliance.watts;
  return {
    applianceId: id,
    name: appliance.nameKey,
    watts: w,
    quantity,
    hoursPerDay: hours,
    dailyWh,
    surgeFactor: appliance.surgeFactor,
    heating: appliance.heating,
  };
}

/** The shopper's own appliance: no surge, no cycling, not counted as heating. */
export function ownLoad(name: string, watts: number, quantity: number, hours: number): Load {
  return {
    applianceId: null,
    name: name.slice(0, MAX_NAME_LENGTH),
    watts,
    quantity,
    hoursPerDay: hours,
    dailyWh: null,
    surgeFactor: 1,
    heating: false,
  };
}

function encodeLoad(load: Load): string {
  const numbers = (...values: number[]) => values.map((value) => String(Math.round(value * 100) / 100)).join('*');
  if (load.applianceId !== null && findAppliance(load.applianceId)) {
    const edited = load.watts !== findAppliance(load.applianceId)?.watts;
    return `${load.applianceId}*${numbers(load.quantity, load.hoursPerDay, ...(edited ? [load.watts] : []))}`;
  }
  return `${OWN}*${numbers(load.watts, load.quantity, load.hoursPerDay)}*${load.name.slice(0, MAX_NAME_LENGTH)}`;
}

function decodeLoad(text: string): Load | null {
  const [head, ...fields] = text.split('*');
  if (head === OWN) {
    const [watts, quantity, hours, ...name] = fields;
    const w = within(watts, 0, MAX_WATTS);
    const label = name.join('*').trim();
    if (w === null || !isWatts(w) || label === '') return null;
    const q = within(quantity, 1, MAX_QUANTITY);
    const h = within(hours, 0, 24);
    return ownLoad(label, w, q !== null && isQuantity(q) ? q : 1, h !== null && isHours(h) ? h : 1);
  }
  const appliance = head === undefined ? undefined : findAppliance(head);
  if (!appliance) return null;
  const [quantity, hours, watts] = fields;
  const q = within(quantity, 1, MAX_QUANTITY);
  const h = within(hours, 0, 24);
  const w = within(watts, 0, MAX_WATTS);
  return readyLoad(
    appliance.id,
    q !== null && isQuantity(q) ? q : 1,
    h !== null && isHours(h) ? h : appliance.hoursPerDay,
    w !== null && isWatts(w) ? w : undefined,
  );
}

export function encodeSizingInput(input: SizingInput): URLSearchParams {
  const params = new URLSearchParams({
    v: URL_STATE_VERSION,
    c: input.county,
    m: input.mode === 'off-grid' ? 'o' : 'b',
    d: String(input.autonomyDays),
    b: input.chemistry === 'lead-acid' ? 'pb' : 'li',
  });
  for (const load of input.loads.slice(0, MAX_LOADS)) params.append('l', encodeLoad(load));
  return params;
}

/** The inputs a link carries, or null when it carries none of this version (the page then starts afresh). */
export function decodeSizingInput(params: URLSearchParams): SizingInput | null {
  if (params.get('v') !== URL_STATE_VERSION) return null;
  const county = params.get('c') ?? '';
  const mode = MODES[params.get('m') ?? ''] ?? 'backup';
  const days = within(params.get('d') ?? undefined, MIN_AUTONOMY, MAX_AUTONOMY);
  const loads = params
    .getAll('l')
    .slice(0, MAX_LOADS)
    .map(decodeLoad)
    .filter((load): load is Load => load !== null);
  return {
    loads,
    county: isCountyCode(county) ? county : DEFAULT_COUNTY,
    mode,
    autonomyDays: days !== null && Number.isInteger(days) ? days : DEFAULT_AUTONOMY[mode],
    chemistry: CHEMISTRIES[params.get('b') ?? ''] ?? 'lithium',
  };
}
