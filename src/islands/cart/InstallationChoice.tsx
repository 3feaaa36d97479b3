import { translationsFor } from '../../i18n/index.ts';
import { countyOf, type CountyCode } from '../../lib/delivery/counties.ts';
import { formatKes } from '../../lib/money.ts';
import { pageLocale } from '../../i18n/page-locale.ts';
import type { CartInstallation } from './installation-figures.ts';

const t = translationsFor(pageLocale());

/** The installation's price as the cart knows it: for the county, or "from" zone 1's until a county is chosen. */
function priceText(installation: Extract<CartInstallation, { kind: 'offer' }>): string {
  const price = formatKes(installation.priceCents, t.locale);
  return installation.from ? t('installation.cart.from', { price }) : price;
}

/** "Add installation by an EPRA-licensed technician (T3)", ticked or not, with its price; or why the county has none. */
export function InstallationChoice({
  installation,
  county,
  onWanted,
}: {
  installation: CartInstallation;
  county: CountyCode | null;
  onWanted: (wanted: boolean) => void;
}) {
  if (installation.kind === 'none') return null;
  if (installation.kind === 'not-served')
    return (
      <p className="cart-summary__note" data-testid="cart-installation">
        {t('installation.notServed', { county: (county && countyOf(county)?.name) || '' })}
      </p>
    );
  return (
    <div className="cart-summary__installation" data-testid="cart-installation">
      <input id="cart-installation" type="checkbox" checked={installation.wanted} onChange={(e) => onWanted(e.target.checked)} />
      <label htmlFor="cart-installation">
        {t('installation.cart.add', { class: installation.licenceClass })}: {priceText(installation)}
      </label>
    </div>
  );
}

/** The summary's installation row while it is wanted: its price for the county, or "from" with a word to choose one. */
export function InstallationRow({ installation }: { installation: CartInstallation }) {
  if (installation.kind !== 'offer' || !installation.wanted) return null;
  return (
    <div className="cart-summary__installed">
      <dt>{t('installation.cart.line', { class: installation.licenceClass })}</dt>
      <dd data-installation-fee>{priceText(installation)}</dd>
      {installation.from && <dd className="cart-summary__detail">{t('installation.cart.chooseCounty')}</dd>}
    </div>
  );
}
