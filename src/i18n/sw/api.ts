import type { api as english } from '../en/api.ts';

/** Kiswahili for en/api.ts: the API's own answers any route may give (limits, unreadable requests). */
export const api = {
  'api.notification.notFound': 'Hakuna ujumbe wenye kitambulisho hiki kwenye agizo hili.',
  'api.notification.notSettled': 'Ujumbe huu bado unatumwa; unaweza kutumwa tena ukishatumwa au ukishindwa kutumwa.',
  'api.error.rateLimited': 'Umetuma maombi mengi kwa muda mfupi. Tafadhali subiri dakika {minutes} kisha ujaribu tena, au utupigie simu.',
  'api.error.tooLarge': 'Ombi ni kubwa mno: anwani hii inakubali hadi {kilobytes} KB tu.',
  'form.error.controlCharacters': 'Tafadhali ondoa herufi fiche za udhibiti kwenye sehemu hii.',
  'form.error.required': 'Sehemu hii inahitajika',
  'form.error.tooLong': 'Isizidi herufi {max}',
  'form.error.email': 'Weka barua pepe sahihi',
  'api.error.notJson': 'Ombi halikuweza kusomwa: tuma JSON object yenye Content-Type: application/json.',
  'api.error.otherSite': 'Fomu hii inaweza kutumwa tu kutoka kurasa za duka letu.',
  'api.error.notForm': 'Fomu haikuweza kusomwa: itume kama fomu ya tovuti.',
  'page.error.unavailable': 'Hatukuweza kujibu sasa hivi. Tafadhali jaribu tena baada ya dakika moja, au utupigie simu.',
  'api.error.noDatabase': 'Duka hili haliwezi kupokea maagizo au jumbe kwa sasa: hifadhidata yake haijawekwa. Tafadhali utupigie simu.',
  'api.error.databaseDown': 'Hatuwezi kufikia kumbukumbu zetu sasa hivi. Hakuna kilichopotea; tafadhali jaribu tena baada ya dakika moja, au utupigie simu.',
} as const satisfies Record<keyof typeof english, string>;
