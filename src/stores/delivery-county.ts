import { atom } from 'nanostores';
import { readStored, removeStored, writeStored } from '../client/storage.ts';
import { isCountyCode, type CountyCode } from '../lib/delivery/county-code.ts';

/**
 * The county the shopper last priced delivery to: chosen on a product page, the cart or the
 * checkout, remembered in localStorage so every other place starts from it.
 */
const DELIVERY_COUNTY_KEY = 'delivery-county';

function parseCounty(raw: string | null): CountyCode | null {
  return raw !== null && isCountyCode(raw) ? raw : null;
}

export const $deliveryCounty = atom<CountyCode | null>(parseCounty(readStored('local', DELIVERY_COUNTY_KEY)));

export function chooseCounty(code: CountyCode): void {
  $deliveryCounty.set(code);
  // Storage full or blocked: the choice still holds for this page.
  writeStored('local', DELIVERY_COUNTY_KEY, code);
}

/** The shopper went back to "Choose your county": no county is remembered any more. */
export function forgetCounty(): void {
  $deliveryCounty.set(null);
  removeStored('local', DELIVERY_COUNTY_KEY);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === DELIVERY_COUNTY_KEY) $deliveryCounty.set(parseCounty(event.newValue));
  });
}
