import type { favourites as english } from '../en/favourites.ts';
import type { Message } from '../index.ts';

/** Vipendwa vinavyohifadhiwa kwenye akaunti (toleo 46): majibu ya API yanayokataa, na ujumbe moyo usipohifadhiwa. */
export const favourites = {
  'favourites.error.productId': 'Taja bidhaa kwa kitambulisho chake (herufi 1 hadi 200).',
  'favourites.error.productIds': 'Tuma productIds: orodha ya vitambulisho vya bidhaa visivyozidi 200.',
  'favourites.error.full': {
    one: 'Vipendwa vyako vinaweza kuwa na bidhaa {max} tu. Iondoe ili uhifadhi nyingine.',
    other: 'Vipendwa vyako vinaweza kuwa na bidhaa {max} tu. Ondoa moja ili uhifadhi nyingine.',
  },
  'favourites.saveFailed': 'Vipendwa vyako havikuweza kuhifadhiwa kwenye akaunti yako. Angalia muunganisho wako kisha ujaribu tena.',
} as const satisfies Record<keyof typeof english, Message>;
