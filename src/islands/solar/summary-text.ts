import { t } from '../../i18n/index.ts';
import { tPage } from '../../i18n/sizing-page.ts';
import { activeLocale } from '../../i18n/active.ts';
import { pluralForm } from '../../i18n/locales.ts';
import { countyOf } from '../../lib/delivery/counties.ts';
import type { Sizing, SizingInput } from '../../lib/sizing/types.ts';
import { formatWhole } from './names.ts';

/** The message that asks the shop about this system: the main figures, the county and the link that restores the list. */
export function sizingSummaryText(input: SizingInput, sizing: Sizing, shopName: string, link: string): string {
  return [
    tPage('sizing.page.summary.intro', { shop: shopName }),
    tPage('sizing.page.summary.dailyWh', { wh: formatWhole(sizing.dailyWh) }),
    tPage('sizing.page.summary.inverter', { w: formatWhole(sizing.inverterW) }),
    tPage('sizing.page.summary.battery', { wh: formatWhole(sizing.batteryWh), chemistry: tPage(input.chemistry === 'lithium' ? 'sizing.page.summary.lithium' : 'sizing.page.summary.leadAcid') }),
    tPage('sizing.page.summary.pv', { w: formatWhole(sizing.pvW) }),
    tPage('sizing.page.summary.county', { county: countyOf(input.county)?.name ?? input.county }),
    tPage(`sizing.page.summary.mode.${pluralForm(input.autonomyDays, activeLocale())}`, { mode: tPage(input.mode === 'backup' ? 'sizing.page.mode.backup' : 'sizing.page.mode.offGrid'), count: input.autonomyDays }),
    link,
  ].join('\n');
}
