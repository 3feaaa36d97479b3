import { atom } from 'nanostores';
import { readStored, removeStored, writeStored } from '../client/storage.ts';

/**
 * Whether the shopper wants the cart's goods installed (issue 48): set by a product page's "Add to
 * cart with installation", ticked or not on the cart and at checkout, remembered in localStorage
 * beside the cart and kept in step across tabs. It says what the shopper asked for; whether this
 * cart can have an installation is the quote's to say (POST /api/checkout/quote).
 */
const INSTALLATION_KEY = 'installation-wanted';

export function parseWanted(raw: string | null): boolean {
  return raw === '1';
}

export const $installationWanted = atom<boolean>(parseWanted(readStored('local', INSTALLATION_KEY)));

export function setInstallationWanted(wanted: boolean): void {
  $installationWanted.set(wanted);
  // Storage full or blocked: the choice still holds for this page.
  if (wanted) writeStored('local', INSTALLATION_KEY, '1');
  else removeStored('local', INSTALLATION_KEY);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === INSTALLATION_KEY) $installationWanted.set(parseWanted(event.newValue));
  });
}
