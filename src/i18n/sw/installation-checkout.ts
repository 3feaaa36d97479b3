import type { installationCheckout as english } from '../en/installation-checkout.ts';
import type { Message } from '../index.ts';

/** Ufungaji (toleo 48): ofa kwenye ukurasa wa bidhaa, chaguo la kikapu na sehemu ya malipo pamoja na kuchagua siku. */
export const installationCheckout = {
  'installation.offer.title': 'Ufungaji na fundi mwenye leseni ya EPRA ({class}) kuanzia {price}',
  'installation.offer.note': 'Wakati wa kulipa bei ya kaunti yako huonyeshwa, na hapo unachagua siku.',
  'installation.offer.includes': 'Kinachojumuishwa',
  'installation.offer.add': 'Ongeza kwenye kikapu pamoja na ufungaji',

  'installation.cart.add': 'Ongeza ufungaji na fundi mwenye leseni ya EPRA ({class})',
  'installation.cart.line': 'Ufungaji ({class})',
  'installation.cart.from': 'kuanzia {price}',
  'installation.cart.chooseCounty': 'Chagua kaunti yako uone bei yake',
  'installation.cart.pricing': 'Tunakokotoa bei ya ufungaji…',
  'installation.notServed': 'Mafundi wetu bado hawafungi katika {county}: tupigie simu tupange.',

  'installation.checkout.title': 'Ufungaji',
  'installation.checkout.add': 'Ongeza ufungaji: {price}',
  'installation.checkout.addFrom': 'Ongeza ufungaji: kuanzia {price}',
  'installation.checkout.licence': 'Na fundi mwenye leseni ya EPRA daraja {class}, daraja ambalo mfumo huu unahitaji.',
  'installation.checkout.includes': 'Kinachojumuishwa',
  'installation.checkout.chooseCounty': 'Chagua kaunti ya kufikishia uone bei yake na siku zilizo wazi.',
  'installation.checkout.day': 'Siku ya ufungaji',
  'installation.checkout.chooseDay': 'Chagua siku',
  'installation.checkout.dayOption': { one: '{date}: nafasi {count} imebaki', other: '{date}: nafasi {count} zimebaki' },
  'installation.checkout.dayFull': '{date}: imejaa',
  'installation.checkout.dayHint': 'Siku zinaanza baada ya kufikisha bidhaa katika kaunti yako. Hakuna Jumapili wala sikukuu za umma.',
  'installation.checkout.loadingDays': 'Tunatafuta siku zilizo wazi…',
  'installation.checkout.daysFailed': 'Siku zilizo wazi hazikuweza kupakiwa.',
  'installation.checkout.retry': 'Jaribu tena',
  'installation.checkout.noDays': 'Hakuna siku iliyo wazi katika wiki zijazo: tupigie simu tupange.',
  'installation.checkout.layby': 'Kwa Lipa Mdogo Mdogo unachagua siku ya ufungaji agizo likishalipwa kikamilifu.',
  'installation.checkout.review': 'Siku ya ufungaji',
} as const satisfies Record<keyof typeof english, Message>;
