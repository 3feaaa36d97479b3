/**
 * A number and its unit as one search token, in one spelling and one scale, so that '5 kW', '5kw',
 * '5KW' and '5,000 W' are all '5kw', '0.75 kW' and '750 W' both '750w', '0.5 A' and '500 mA' both
 * '500ma'. Only known units join a number: 'SPF 5000 ES' stays '5000' and 'es'.
 */

const SPELLINGS: Readonly<Record<string, string>> = {
  wp: 'w',
  kwp: 'kw',
  watt: 'w',
  watts: 'w',
  volt: 'v',
  volts: 'v',
  amp: 'a',
  amps: 'a',
  mm2: 'mm',
  litre: 'l',
  litres: 'l',
  liter: 'l',
  liters: 'l',
  ltr: 'l',
};

/** Units that take a kilo or milli prefix: watts, watt-hours, volt-amperes and volts from 1000 up are kilo; amperes and ampere-hours under 1 milli. */
const SCALED = /^([km]?)(wh?|va|v|ah?)$/;
const PLAIN = /^(?:l|mm|cm|m|hp)$/;

/** The token of a number ('5,000' or '3.5') and a unit as written, or null when the unit is none we know. */
export function measureToken(number: string, written: string): string | null {
  const unit = SPELLINGS[written] ?? written;
  let value = Number(number.replace(/,/g, ''));
  const scaled = SCALED.exec(unit);
  if (!scaled) return PLAIN.test(unit) ? `${value}${unit}` : null;
  const [, given, family] = scaled as unknown as [string, string, string];
  value *= given === 'k' ? 1000 : given === 'm' ? 0.001 : 1;
  let prefix = '';
  if (family[0] !== 'a' && value >= 1000) {
    value /= 1000;
    prefix = 'k';
  } else if (family[0] === 'a' && value > 0 && value < 1) {
    value *= 1000;
    prefix = 'm';
  }
  return `${Number(value.toFixed(6))}${prefix}${family}`;
}

/** Whether a token is a number with its unit: such a token matches only itself ('5kw' never finds '5kwh' or '50kw'). */
export function isMeasure(token: string): boolean {
  const unit = /^\d+(?:\.\d+)?([a-z]+)$/.exec(token)?.[1];
  return unit !== undefined && (SCALED.test(unit) || PLAIN.test(unit));
}
