import { translationsFor } from '../../i18n/index.ts';
import '../../i18n/sizing-page.ts';
import type { SizingPageKey } from '../../i18n/sizing-page.ts';
import { explainSizing } from '../../lib/sizing/size-system.ts';
import type { Sizing, SizingWarning } from '../../lib/sizing/types.ts';
import { formatTenth, formatWhole } from './names.ts';
import { pageLocale } from '../../i18n/page-locale.ts';

const t = translationsFor(pageLocale());

/** Each figure with its value, in the order explainSizing gives their one-line explanations. */
function figures(s: Sizing): Array<[SizingPageKey, string]> {
  return [
    ['sizing.page.figure.dailyWh', t('sizing.page.unit.wh', { n: formatWhole(s.dailyWh) })],
    ['sizing.page.figure.peakW', t('sizing.page.unit.w', { n: formatWhole(s.peakW) })],
    ['sizing.page.figure.surgeW', t('sizing.page.unit.w', { n: formatWhole(s.surgeW) })],
    ['sizing.page.figure.inverterW', t('sizing.page.unit.w', { n: formatWhole(s.inverterW) })],
    ['sizing.page.figure.systemVoltage', t('sizing.page.unit.v', { n: s.systemVoltage })],
    [
      'sizing.page.figure.battery',
      t('sizing.page.unit.battery', { wh: formatWhole(s.batteryWh), ah: formatTenth(s.batteryAh), v: s.systemVoltage }),
    ],
    [
      'sizing.page.figure.peakSunHours',
      t('sizing.page.unit.hours', { n: formatTenth(s.peakSunHours), count: Math.round(s.peakSunHours * 10) / 10 }),
    ],
    ['sizing.page.figure.pvW', t('sizing.page.unit.w', { n: formatWhole(s.pvW) })],
    ['sizing.page.figure.controllerA', t('sizing.page.unit.a', { n: formatTenth(s.controllerA) })],
  ];
}

function warningText(warning: SizingWarning): string {
  switch (warning.kind) {
    case 'heavy-load':
      return t('sizing.warning.heavyLoad', { name: warning.name, w: formatWhole(warning.watts) });
    case 'heating':
      return t('sizing.warning.heating', { name: warning.name });
    case 'licensed-installer':
      return t('sizing.warning.licensedInstaller', {
        class: warning.technicianClass,
        classMeaning: t(`sizing.warning.class.${warning.technicianClass}`),
      });
  }
}

/** Every figure of the sizing with its plain explanation, then the warnings. */
export function Figures({ sizing }: { sizing: Sizing }) {
  const lines = explainSizing(sizing, t);
  return (
    <>
      <dl className="sizing-figures">
        {figures(sizing).map(([label, value], index) => (
          <div key={label} className="sizing-figure">
            <dt>{t(label)}</dt>
            <dd>
              <strong>{value}</strong>
              <span>{lines[index]}</span>
            </dd>
          </div>
        ))}
      </dl>
      {sizing.warnings.length > 0 && (
        <div className="sizing-warnings">
          <h3>{t('sizing.page.warnings')}</h3>
          <ul>
            {sizing.warnings.map((warning, index) => (
              <li key={index}>{warningText(warning)}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
