import { fill } from '../../i18n/fill.ts';
import { countOf, formOf } from '../../i18n/pick-form.ts';
import { sizingRules } from '../../i18n/en/sizing.ts';
import { peakSunHours } from './sun-hours.ts';
import type { Chemistry, Load, Sizing, SizingInput, SizingWarning } from './types.ts';

/**
 * The sizing rules of reference Part B, B1 (the Sandia stand-alone worksheet method:
 * http://photovoltaics.sandia.gov/docs/Wkshts1-5.html). Pure: figures in, figures out, unrounded;
 * rounding is for display.
 */
export interface SizingAssumptions {
  /** Inverter efficiency (Home Power's conservative 90 %). */
  readonly inverterEfficiency: number;
  /** PV derate for temperature, soiling, wiring and battery losses (judgement, 0.7-0.8). */
  readonly derate: number;
  /** Usable depth of discharge by chemistry (LiFePO4 0.8, lead-acid 0.5). */
  readonly depthOfDischarge: Readonly<Record<Chemistry, number>>;
  /** Inverter continuous rating over the peak (25 %, judgement). */
  readonly inverterHeadroom: number;
  /** Charge-controller current over the array's (1.25, module manuals). */
  readonly controllerFactor: number;
  /** How many times its continuous rating an inverter delivers for a motor's start (2). */
  readonly inverterSurgeRatio: number;
  /** Module watts the controller is sized for (the array is whole modules). */
  readonly moduleW: number;
}

export const DEFAULT_ASSUMPTIONS: SizingAssumptions = {
  inverterEfficiency: 0.9,
  derate: 0.75,
  depthOfDischarge: { lithium: 0.8, 'lead-acid': 0.5 },
  inverterHeadroom: 1.25,
  controllerFactor: 1.25,
  inverterSurgeRatio: 2,
  moduleW: 550,
};

/** A single load at or above this is warned about (B4). */
const HEAVY_LOAD_W = 1000;
/** Daily energy below which a 12 V system suits, and up to which 24 V does (B1 step 8). */
const VOLTAGE_12_BELOW_WH = 1000;
const VOLTAGE_24_UP_TO_WH = 3000;
/** PV watts up to which a T1 or T2 technician may install (Energy (Solar PV Systems) Regulations 2012). */
const T1_MAX_WP = 100;
const T2_MAX_WP = 300;

/** A count or a measure the shopper typed: non-numbers and negatives count as nothing. */
function amount(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** Energy per day of one line: its daily Wh for cycling loads, else watts × hours (B1 step 1). */
function loadDailyWh(load: Load): number {
  const each =
    load.dailyWh !== null && Number.isFinite(load.dailyWh) ? amount(load.dailyWh) : amount(load.watts) * amount(load.hoursPerDay);
  return each * amount(load.quantity);
}

export function systemVoltageFor(dailyWh: number): 12 | 24 | 48 {
  if (dailyWh < VOLTAGE_12_BELOW_WH) return 12;
  if (dailyWh <= VOLTAGE_24_UP_TO_WH) return 24;
  return 48;
}

export function technicianClassFor(pvW: number): 'T1' | 'T2' | 'T3' {
  if (pvW <= T1_MAX_WP) return 'T1';
  if (pvW <= T2_MAX_WP) return 'T2';
  return 'T3';
}

/** The charge-controller current for an installed array at the system voltage (B1 step 7): the one rule every figure for it comes from. */
export function controllerCurrent(
  installedPvW: number,
  systemVoltage: number,
  assumptions: SizingAssumptions = DEFAULT_ASSUMPTIONS,
): number {
  return (assumptions.controllerFactor * installedPvW) / systemVoltage;
}

export function sizeSystem(input: SizingInput, assumptions: SizingAssumptions = DEFAULT_ASSUMPTIONS): Sizing {
  const a = assumptions;
  const psh = peakSunHours(input.county);
  const loads = input.loads.filter((load) => amount(load.quantity) > 0 && (amount(load.watts) > 0 || amount(load.dailyWh ?? 0) > 0));

  const dailyWh = loads.reduce((sum, load) => sum + loadDailyWh(load), 0);
  const peakW = loads.reduce((sum, load) => sum + amount(load.watts) * amount(load.quantity), 0);
  // P_surge = P_peak − W_motor + k × W_motor for the motor whose start adds most (one unit starts at a time).
  const surgeExtra = loads.reduce((most, load) => Math.max(most, amount(load.watts) * (Math.max(1, amount(load.surgeFactor)) - 1)), 0);
  const surgeW = peakW + surgeExtra;
  const inverterW = Math.max(a.inverterHeadroom * peakW, surgeW / a.inverterSurgeRatio);
  const systemVoltage = systemVoltageFor(dailyWh);

  const autonomyDays = amount(input.autonomyDays);
  const batteryWh = (dailyWh * autonomyDays) / (a.depthOfDischarge[input.chemistry] * a.inverterEfficiency);
  const batteryAh = batteryWh / systemVoltage;
  const pvW = dailyWh / a.inverterEfficiency / (psh * a.derate);
  const installedPvW = Math.ceil(pvW / a.moduleW) * a.moduleW;
  const controllerA = controllerCurrent(installedPvW, systemVoltage, a);

  const warnings: SizingWarning[] = [];
  for (const load of loads) {
    if (amount(load.watts) >= HEAVY_LOAD_W) warnings.push({ kind: 'heavy-load', name: load.name, watts: load.watts });
    if (load.heating) warnings.push({ kind: 'heating', name: load.name });
  }
  if (loads.length > 0) warnings.push({ kind: 'licensed-installer', technicianClass: technicianClassFor(pvW) });

  return { dailyWh, peakW, surgeW, inverterW, systemVoltage, batteryWh, batteryAh, peakSunHours: psh, pvW, controllerA, warnings };
}

type SizingRuleKey = keyof typeof sizingRules;
/** The rules' explanations in a language: the page's `t` (src/i18n), or English from the table where no page asks. */
export type SizingRuleMessages = (key: SizingRuleKey, values: Readonly<Record<string, string | number>>) => string;
export const englishRuleMessages: SizingRuleMessages = (key, values) =>
  fill(formOf(sizingRules[key], 'en', countOf(sizingRules[key], values)), values);

const whole = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 0 });
const tenth = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 1 });

/**
 * One plain-language line per figure, for a shopper who is not an engineer; none when the list is
 * empty (the page asks for an appliance). Numbers are rounded here, for display only.
 */
export function explainSizing(sizing: Sizing, messages: SizingRuleMessages = englishRuleMessages): string[] {
  if (sizing.dailyWh <= 0 && sizing.peakW <= 0) return [];
  const surgeDecides = sizing.surgeW / DEFAULT_ASSUMPTIONS.inverterSurgeRatio > DEFAULT_ASSUMPTIONS.inverterHeadroom * sizing.peakW;
  return [
    messages('sizing.rule.dailyWh', { wh: whole.format(sizing.dailyWh) }),
    messages('sizing.rule.peakW', { w: whole.format(sizing.peakW) }),
    sizing.surgeW > sizing.peakW
      ? messages('sizing.rule.surgeW', { w: whole.format(sizing.surgeW) })
      : messages('sizing.rule.surgeNone', { w: whole.format(sizing.peakW) }),
    messages(surgeDecides ? 'sizing.rule.inverterSurge' : 'sizing.rule.inverterHeadroom', { w: whole.format(Math.ceil(sizing.inverterW)) }),
    messages('sizing.rule.systemVoltage', { v: sizing.systemVoltage, wh: whole.format(sizing.dailyWh) }),
    messages('sizing.rule.battery', { wh: whole.format(sizing.batteryWh), ah: tenth.format(sizing.batteryAh), v: sizing.systemVoltage }),
    messages('sizing.rule.peakSunHours', { hours: tenth.format(sizing.peakSunHours), count: sizing.peakSunHours }),
    messages('sizing.rule.pvW', { w: whole.format(sizing.pvW), hours: tenth.format(sizing.peakSunHours), count: sizing.peakSunHours }),
    messages('sizing.rule.controllerA', { a: tenth.format(sizing.controllerA), v: sizing.systemVoltage }),
  ];
}
