import type { CountyCode } from '../delivery/counties.ts';

/**
 * Peak sun hours (kWh/m²/day) the calculator designs with, by county (reference B3).
 *
 * Both figures are judgements pending per-county values from NASA POWER's climatology API
 * (lowest month for off-grid designs, as Sandia advises), stored with source and date:
 * - 5.0 nationally: mid-range of the government's 4-6 (https://renewableenergy.go.ke/technologies/solar-energy/), leaning conservative.
 * - 6.0 for the arid north and north-east: below Wajir's measured 6.6 annual mean
 *   (http://ir.jkuat.ac.ke/handle/123456789/4527), leaving margin for weaker months.
 */
const DEFAULT_PEAK_SUN_HOURS = 5.0;
const ARID_PEAK_SUN_HOURS = 6.0;

/**
 * The arid counties: those the reference names (Turkana, Wajir, Mandera, Marsabit, Garissa) and,
 * by judgement, their arid neighbours Isiolo, Samburu and Tana River. Lamu, in delivery zone 4,
 * is coastal and humid and keeps the national figure.
 */
const ARID_COUNTIES: ReadonlySet<CountyCode> = new Set<CountyCode>(['023', '008', '009', '010', '007', '011', '025', '004']);

export function peakSunHours(county: CountyCode): number {
  return ARID_COUNTIES.has(county) ? ARID_PEAK_SUN_HOURS : DEFAULT_PEAK_SUN_HOURS;
}
