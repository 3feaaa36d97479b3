import type { CategorySlug } from '../catalogue/categories.ts';
import type { SizingCandidate } from './candidates.ts';
import { controllerCurrent, DEFAULT_ASSUMPTIONS, englishRuleMessages, type SizingRuleMessages } from './size-system.ts';
import { pwmSuits } from './pwm.ts';
import type { Chemistry, Sizing } from './types.ts';

/**
 * Matching a sizing to the catalogue: a ready kit that covers it, and a build-your-own kit of
 * inverter, batteries, panels and (where the inverter has no solar charger) a charge controller.
 * Pure; the candidates come from candidates.ts.
 */

type KitPart = 'inverter' | 'battery' | 'panels' | 'controller';

interface KitLine {
  id: string;
  name: string;
  category: CategorySlug;
  quantity: number;
  /** Why this part and this many, in the shopper's words (a filled `sizing.rule.kit.*` string). */
  why: string;
}

export interface Recommendation {
  /** The cheapest in-stock ready kit covering inverter, battery and array, or null. */
  package: SizingCandidate | null;
  /** The build-your-own kit: the parts that could be covered, or null when none could (or nothing to size). */
  kit: { lines: KitLine[] } | null;
  /** Parts of the build-your-own kit no stocked product covers: the page offers a consultation. */
  unmet: KitPart[];
  /**
   * The charge-controller current for the kit's own panels (for the sizing's nominal modules when
   * it has none): the page shows this one figure for it, in the figures and on the kit's line.
   */
  controllerA: number;
}

/** 51.2 V LiFePO4 is a "48 V" battery, 25.6 V a "24 V" one: the nominal class a battery or inverter works in. */
export function nominalVoltage(volts: number): number {
  for (const nominal of [12, 24, 36, 48]) if (Math.abs(volts - nominal) / nominal <= 0.1) return nominal;
  return volts;
}

/**
 * The most batteries and panels a home kit is made of (judgement: 16 modules is the usual parallel
 * limit of lithium racks such as Pylontech and Dyness; 40 panels is about 22 kWp, beyond a home).
 * A demand needing more is unmet, and the page offers a consultation.
 */
const MAX_BATTERIES = 16;
const MAX_PANELS = 40;

const byPriceThenId = (a: { priceCents: number; id: string }, b: { priceCents: number; id: string }) =>
  a.priceCents - b.priceCents || a.id.localeCompare(b.id);

const whole = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 0 });
const tenth = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 1 });

export interface RecommendOptions {
  /** The battery chemistry the shopper asked for (SizingInput.chemistry); any when absent. */
  chemistry?: Chemistry;
  /** The `sizing.rule.kit.*` strings: the page's `t`, English by default. */
  messages?: SizingRuleMessages;
}

/**
 * The cheapest in-stock kit covering the sizing, and a build-your-own kit from single parts
 * (rules of reference B1; the candidates are in stock already). Nothing to size, nothing to
 * recommend. Pass the shopper's chemistry: a lead-acid sizing needs lead-acid batteries.
 */
export function recommendKit(sizing: Sizing, candidates: readonly SizingCandidate[], options: RecommendOptions = {}): Recommendation {
  const messages = options.messages ?? englishRuleMessages;
  const chemistry = options.chemistry;
  if (sizing.dailyWh <= 0 && sizing.peakW <= 0) return { package: null, kit: null, unmet: [], controllerA: sizing.controllerA };
  const v = sizing.systemVoltage;

  const pack =
    candidates
      .filter((c) => c.packagePvW !== undefined && c.packageInverterW !== undefined && c.packageBatteryWh !== undefined)
      .filter(
        (c) =>
          (c.packageInverterW ?? 0) >= sizing.inverterW &&
          (c.packageBatteryWh ?? 0) >= sizing.batteryWh &&
          (c.packagePvW ?? 0) >= sizing.pvW,
      )
      .sort(byPriceThenId)[0] ?? null;

  const lines: KitLine[] = [];
  const unmet: KitPart[] = [];

  // One inverter: continuous ≥ inverterW, surge ≥ surgeW, at the system voltage where it states one.
  const inverter = candidates
    .filter((c) => c.category === 'inverters' && c.inverterW !== undefined && c.inverterW >= sizing.inverterW)
    .filter((c) => (c.surgeW ?? (c.inverterW ?? 0) * DEFAULT_ASSUMPTIONS.inverterSurgeRatio) >= sizing.surgeW)
    .filter((c) => c.voltage === undefined || nominalVoltage(c.voltage) === v)
    .sort(byPriceThenId)[0];
  if (inverter === undefined) unmet.push('inverter');
  else {
    const params = { w: whole.format(inverter.inverterW ?? 0), needW: whole.format(Math.ceil(sizing.inverterW)) };
    lines.push({
      id: inverter.id,
      name: inverter.name,
      category: inverter.category,
      quantity: 1,
      why: messages(inverter.hybrid === true ? 'sizing.rule.kit.inverterHybrid' : 'sizing.rule.kit.inverter', params),
    });
  }

  // Batteries of the asked chemistry whose voltage divides the system's: enough for batteryWh, in whole series strings.
  const battery = candidates
    .filter(
      (c) =>
        c.category === 'batteries' &&
        c.batteryWh !== undefined &&
        c.voltage !== undefined &&
        (chemistry === undefined || c.chemistry === chemistry),
    )
    .filter((c) => nominalVoltage(c.voltage ?? 0) <= v && v % nominalVoltage(c.voltage ?? 0) === 0)
    .map((c) => ({ c, quantity: batteryQuantity(sizing.batteryWh, c.batteryWh ?? 0, v / nominalVoltage(c.voltage ?? 0)) }))
    .filter(({ quantity }) => quantity <= MAX_BATTERIES)
    .sort(
      (a, b) => a.c.priceCents * a.quantity - b.c.priceCents * b.quantity || a.quantity - b.quantity || a.c.id.localeCompare(b.c.id),
    )[0];
  if (battery === undefined) unmet.push('battery');
  else
    lines.push({
      id: battery.c.id,
      name: battery.c.name,
      category: battery.c.category,
      quantity: battery.quantity,
      why: messages('sizing.rule.kit.battery', {
        quantity: battery.quantity,
        wh: whole.format(battery.c.batteryWh ?? 0),
        needWh: whole.format(sizing.batteryWh),
        v,
      }),
    });

  // Panels: the cheapest per watt, as many as reach pvW.
  const panel = candidates
    .filter((c) => c.category === 'solar-panels' && c.panelW !== undefined && Math.ceil(sizing.pvW / c.panelW) <= MAX_PANELS)
    .sort((a, b) => a.priceCents / (a.panelW ?? 1) - b.priceCents / (b.panelW ?? 1) || byPriceThenId(a, b))[0];
  let installedPvW = 0;
  if (panel === undefined) unmet.push('panels');
  else {
    const quantity = Math.max(1, Math.ceil(sizing.pvW / (panel.panelW ?? 1)));
    installedPvW = quantity * (panel.panelW ?? 0);
    lines.push({
      id: panel.id,
      name: panel.name,
      category: panel.category,
      quantity,
      why: messages('sizing.rule.kit.panels', { quantity, w: whole.format(panel.panelW ?? 0), needW: whole.format(sizing.pvW) }),
    });
  }

  // A charge controller unless the inverter has one built in: for the panels chosen, else the sizing's array;
  // PWM only where the chosen panels' Vmp suits the bank (./pwm.ts), else MPPT.
  const needA = installedPvW > 0 ? controllerCurrent(installedPvW, v) : sizing.controllerA;
  if (inverter?.hybrid !== true) {
    const pwm = pwmSuits(panel?.panelVmp, v);
    const controller = candidates
      .filter((c) => c.category === 'charge-controllers' && (c.controllerA ?? 0) >= needA && (c.controllerVoltages ?? []).includes(v))
      .filter((c) => c.controllerType === 'MPPT' || (c.controllerType === 'PWM' && pwm))
      .sort(byPriceThenId)[0];
    if (controller === undefined) unmet.push('controller');
    else
      lines.push({
        id: controller.id,
        name: controller.name,
        category: controller.category,
        quantity: 1,
        why: messages('sizing.rule.kit.controller', { a: whole.format(controller.controllerA ?? 0), v, needA: tenth.format(needA) }),
      });
  }

  return { package: pack, kit: lines.length > 0 ? { lines } : null, unmet, controllerA: needA };
}

/** Whole strings of `series` batteries, enough strings in parallel to reach `needWh`. */
function batteryQuantity(needWh: number, eachWh: number, series: number): number {
  const strings = Math.max(1, Math.ceil(needWh / (eachWh * series)));
  return strings * series;
}
