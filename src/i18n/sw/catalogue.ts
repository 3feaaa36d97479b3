import type { catalogue as english } from '../en/catalogue.ts';

/** Kiswahili for en/catalogue.ts: words shown around CMS content (missing images, offer prices, policy dates). */
export const catalogue = {
  'catalogue.imageUnavailable': 'Hakuna picha',
  'catalogue.percentOff': 'Punguzo la {percent}%',
  'catalogue.save': 'Punguzo la {amount}',
  'catalogue.was': 'Ilikuwa {price}',
  'catalogue.policyUpdated': 'Ilisasishwa mwisho tarehe {date}',
  'catalogue.policyVersion': 'Toleo {version}',
} as const satisfies Record<keyof typeof english, string>;
