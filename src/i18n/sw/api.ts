import type { Message } from '../index.ts';
import type { api as english } from '../en/api.ts';

/** Kiswahili for en/api.ts: the API's own answers any route may give (limits, unreadable requests). */
export const api = {
  'api.notification.notFound': 'Hakuna ujumbe wenye kitambulisho hiki kwenye agizo hili.',
  'api.notification.notSettled': 'Ujumbe huu bado unatumwa; unaweza kutumwa tena ukishatumwa au ukishindwa kutumwa.',
  'api.error.rateLimited': 'Umetuma maombi mengi kwa muda mfupi. Tafadhali subiri dakika {minutes} kisha ujaribu tena, au utupigie simu.',
  'api.error.tooLarge': 'Ombi ni kubwa mno: anwani hii inakubali hadi {kilobytes} KB tu.',
  'form.error.controlCharacters': 'Tafadhali ondoa herufi fiche za udhibiti kwenye sehemu hii.',
  'form.error.required': 'Sehemu hii inahitajika',
  'form.error.tooLong': { one: 'Isizidi herufi {max}', other: 'Isizidi herufi {max}' },
  'form.error.email': 'Weka barua pepe sahihi',
  'api.error.notJson': 'Ombi halikuweza kusomwa: tuma JSON object yenye Content-Type: application/json.',
  'api.error.otherSite': 'Fomu hii inaweza kutumwa tu kutoka kurasa za duka letu.',
  'api.error.notForm': 'Fomu haikuweza kusomwa: itume kama fomu ya tovuti.',
  'page.error.unavailable': 'Hatukuweza kujibu sasa hivi. Tafadhali jaribu tena baada ya dakika moja, au utupigie simu.',
  'api.error.noDatabase': 'Duka hili haliwezi kupokea maagizo au jumbe kwa sasa: hifadhidata yake haijawekwa. Tafadhali utupigie simu.',
  'api.error.databaseDown':
    'Hatuwezi kufikia kumbukumbu zetu sasa hivi. Hakuna kilichopotea; tafadhali jaribu tena baada ya dakika moja, au utupigie simu.',
  'api.error.invalid': 'si sahihi',
  'api.error.requestFailed': 'Ombi halikufaulu.',
  'api.error.internal': 'Hitilafu imetokea upande wetu. Tafadhali jaribu tena.',
  'api.error.noRoute': 'Hakuna njia ya API ya {method} {path}',
  'api.error.answerContract': 'Jibu haliendani na muundo wake: {where}',
  'api.error.notConfigured': 'Duka halijawekwa ipasavyo. Tafadhali jaribu tena baadaye.',
  'api.error.webhookUnsigned':
    'Anwani hii inapokea webhook zilizotiwa sahihi kutoka kwa mradi wa Sanity wa duka pekee: kichwa cha sanity-webhook-signature hakipo.',
  'api.error.webhookForged': 'Sahihi ya webhook hailingani na maudhui yake na siri ya duka.',
  'api.error.webhookExpired': 'Sahihi ya webhook ina zaidi ya dakika 5 (au ni ya wakati ujao): haitumwi tena baadaye.',
  'api.error.webhookReplayed': 'Webhook hii iliyotiwa sahihi ilipokelewa awali: kila uwasilishaji hukubaliwa mara moja.',
  'api.error.publishNotConfigured': 'Kuchapisha kwenye tovuti hai hakujawekwa kwenye duka hili (SANITY_WEBHOOK_SECRET, DEPLOY_HOOK_URL).',
  'api.error.hookUnsigned':
    'Anwani hii inapokea Send Email Hook iliyotiwa sahihi kutoka kwa mradi wa Supabase wa duka pekee: kichwa cha webhook-id, webhook-timestamp au webhook-signature hakipo.',
  'api.error.sendEmailHookNotConfigured': 'Barua pepe za akaunti hazijawekwa kwenye duka hili (SEND_EMAIL_HOOK_SECRET).',
  'api.error.emailDoorMissing': 'Duka hili halina njia ya kutuma barua pepe (SMTP_URL): barua pepe ya akaunti haikutumwa.',
  'api.error.shopDetailsMissing': 'Toleo hili halina maelezo ya duka (jina, simu, barua pepe) ya kusaini barua pepe ya akaunti.',
  'api.error.emailNotSent': 'Barua pepe ya akaunti haikuweza kutumwa sasa hivi. Tafadhali jaribu tena baada ya dakika moja.',
  'api.error.smsGatewayOnly': 'Anwani hii inapokea ripoti za uwasilishaji kutoka kwa huduma ya SMS ya duka pekee.',
  'api.error.productNotFound': 'Hakuna bidhaa yenye kitambulisho hiki katika orodha.',
  'api.error.stockNotInOrder': 'Agizo hili halikununua bidhaa hii.',
  'api.error.stockReturnNotDispatched': 'Agizo hili bado halijatumwa: kulighairi kunarudisha bidhaa zake zenyewe.',
  'api.error.stockReturnTooMany': 'Ni zaidi ya agizo lilivyonunua: lilinunua {bought} na {back} zimesharudi.',
  'api.error.stockIds': 'ids: toa vitambulisho vya bidhaa hadi 100, vikitenganishwa kwa koma.',
  'api.error.orderNotFound': 'Hakuna agizo lenye kitambulisho hiki.',
  'api.error.messageNotFound': 'Hakuna ujumbe wenye kitambulisho hiki.',
  'auth.api.adminOnly': 'Ukurasa huu ni wa wasimamizi wa duka pekee.',
  'auth.api.mfaRequired':
    'Kitendo hiki cha msimamizi kinahitaji msimbo wa programu yako ya uthibitishaji: weka msimbo wa tarakimu 6 ili uendelee.',
  'auth.api.signIn': 'Tafadhali ingia ili uendelee.',
  'auth.api.sessionEnded': 'Muda wako wa kuingia umekwisha. Tafadhali ingia tena.',
  'auth.api.sessionExpired': 'Muda wako wa kuingia umepita. Tafadhali ingia tena.',
  'auth.api.sessionUnverified': 'Hatukuweza kuthibitisha kuingia kwako. Tafadhali ingia tena.',
  'auth.api.unavailable': 'Huduma ya kuingia haipatikani kwa sasa. Tafadhali jaribu tena baada ya muda mfupi.',

  'refund.error.amount': 'Andika kiasi cha kurejesha kwa shilingi, zaidi ya 0.',
  'refund.error.not_paid': 'Agizo hili halina malipo yaliyokamilika ya kurejesha.',
  'refund.error.already_refunded':
    'Malipo haya tayari yana urejeshaji ulioombwa au uliofanyika: Pesapal inaruhusu urejeshaji mmoja kwa kila malipo.',
  'refund.error.partial_not_card':
    'Pesapal hurejesha malipo ya pesa za simu na ya benki kwa ukamilifu tu: acha kiasi wazi ili kurejesha {amount} zote.',
  'refund.error.more_than_collected': 'Kiasi cha kurejesha hakiwezi kuzidi kilicholipwa ({amount}).',
  'refund.error.provider':
    'Pesapal haikupokea ombi la kurejesha pesa ({detail}). Hakuna kilichorejeshwa: jaribu tena, au urejeshe kwa mkono kwenye dashibodi ya Pesapal.',
  'refund.error.unavailable': 'Urejeshaji wa pesa hupitia Pesapal, ambayo haijawekwa kwenye seva hii.',

  'order.move.refused': 'Agizo {id} liko katika hali ya “{stage}”, kwa hiyo haliwezi {step}.',
  'order.move.confirm': 'kuthibitishwa kulipwa unapopokea',
  'order.move.ship': 'kuwekwa kama limesafirishwa',
  'order.move.deliver': 'kuwekwa kama limefikishwa',
  'order.move.collect_cash': 'kulipwa kwa pesa taslimu kwa dereva',
  'order.move.cancel': 'kughairiwa',
  'order.move.pending': 'kurudishwa kwenye hali ya kusubiri',
} as const satisfies Record<keyof typeof english, Message>;
