import { translationsFor } from '../../i18n/index.ts';
import '../../i18n/sizing-page.ts';
import type { SizingPageKey } from '../../i18n/sizing-page.ts';
import type { Load } from '../../lib/sizing/types.ts';
import { pageLocale } from '../../i18n/page-locale.ts';

const t = translationsFor(pageLocale());

/** A load's name as the shopper reads it: a ready-list appliance's name is its i18n key. */
export function loadName(load: Load): string {
  return load.applianceId === null ? load.name : t(load.name as SizingPageKey);
}

const whole = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 0 });
const tenth = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 1 });

/** Figures as the page shows them: whole watts and watt-hours, tenths of amperes and hours. */
export const formatWhole = (value: number) => whole.format(Math.ceil(value));
export const formatTenth = (value: number) => tenth.format(value);
