import { translationsFor } from '../../i18n/index.ts';
import '../../i18n/sizing-page.ts';
import { countyOf } from '../../lib/delivery/counties.ts';
import type { Sizing, SizingInput } from '../../lib/sizing/types.ts';
import { formatWhole } from './names.ts';
import { pageLocale } from '../../i18n/page-locale.ts';

const t = translationsFor(pageLocale());

/** The message that asks the shop about this system: the main figures, the county and the link that restores the list. */
export function sizingSummaryText(input: SizingInput, sizing: Sizing, shopName: string, link: string): string {
  return [
    t('sizing.page.summary.intro', { shop: shopName }),
    t('sizing.page.summary.dailyWh', { wh: formatWhole(sizing.dailyWh) }),
    t('sizing.page.summary.inverter', { w: formatWhole(sizing.inverterW) }),
    t('sizing.page.summary.battery', {
      wh: formatWhole(sizing.batteryWh),
      chemistry: t(input.chemistry === 'lithium' ? 'sizing.page.summary.lithium' : 'sizing.page.summary.leadAcid'),
    }),
    t('sizing.page.summary.pv', { w: formatWhole(sizing.pvW) }),
    t('sizing.page.summary.county', { county: countyOf(input.county)?.name ?? input.county }),
    t('sizing.page.summary.mode', {
      mode: t(input.mode === 'backup' ? 'sizing.page.mode.backup' : 'sizing.page.mode.offGrid'),
      count: input.autonomyDays,
    }),
    link,
  ].join('\n');
}
