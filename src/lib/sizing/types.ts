import type { CountyCode } from '../delivery/counties.ts';

/**
 * The solar sizing calculator's shapes (issue 18). The rules (size-system.ts) and the matching to
 * the catalogue (candidates.ts, recommend.ts) are pure; the /solar-calculator island and its URL state use them.
 */

export type Chemistry = 'lithium' | 'lead-acid';
export type SystemMode = 'backup' | 'off-grid';

/** One line of the shopper's list: an appliance from the ready list or their own. */
export interface Load {
  /** The ready-list appliance it started from (appliances.ts), or null for the shopper's own. */
  applianceId: string | null;
  name: string;
  /** Running watts of one. */
  watts: number;
  quantity: number;
  hoursPerDay: number;
  /** Energy per day of one, when it cycles (fridge, freezer): used instead of watts × hours. */
  dailyWh: number | null;
  /** Starting surge as a multiple of running watts (3 for compressors and pumps, 1 for resistive loads). */
  surgeFactor: number;
  /** A heating load (iron, kettle, shower, cooker): warned against on solar. */
  heating: boolean;
}

export interface SizingInput {
  loads: Load[];
  county: CountyCode;
  mode: SystemMode;
  /** Days the battery carries the home without sun (1 for backup, 2 for off-grid by default). */
  autonomyDays: number;
  chemistry: Chemistry;
}

export type SizingWarning =
  | { kind: 'heavy-load'; name: string; watts: number }
  | { kind: 'heating'; name: string }
  | { kind: 'licensed-installer'; technicianClass: 'T1' | 'T2' | 'T3' };

/** Every figure the calculator shows, each from one rule of reference B1. */
export interface Sizing {
  /** Σ watts × hours × quantity (or daily Wh × quantity), Wh per day. */
  dailyWh: number;
  /** Σ running watts of everything at once. */
  peakW: number;
  /** Peak with the largest motor starting (surge factor applied). */
  surgeW: number;
  /** Continuous inverter watts: the larger of peak × headroom and surge ÷ the inverter's surge ability. */
  inverterW: number;
  /** 12, 24 or 48 V by daily energy. */
  systemVoltage: 12 | 24 | 48;
  /** Usable battery energy needed, Wh, and the bank's ampere-hours at the system voltage. */
  batteryWh: number;
  batteryAh: number;
  /** Peak sun hours used for the county. */
  peakSunHours: number;
  /** PV array watts needed. */
  pvW: number;
  /** Charge-controller amperes for that array at the system voltage. */
  controllerA: number;
  warnings: SizingWarning[];
}
