import type { laybyMessages as english } from '../en/layby-messages.ts';
import type { Message } from '../index.ts';

/** Barua pepe na SMS za Lipa Mdogo Mdogo (toleo 47): umeanza, malipo yamepokelewa, umelipwa kikamilifu, vikumbusho, umeisha. */
export const laybyMessages = {
  'messages.layby_started.subject': 'Lipa Mdogo Mdogo {reference}: amana yako imehifadhi oda yako',
  'messages.layby_started.body':
    'Tumepokea amana yako ya {amount} (msimbo wa M-PESA {code}). Oda yako {reference} imehifadhiwa hadi {endsOn}. Umelipa {paid} kati ya {total}; salio {balance}. Lipa kiasi chochote kuanzia {suggested} kwa wiki hadi wakati huo, nasi tutaleta mara itakapolipwa kikamilifu.',
  'messages.layby_started.sms':
    '{shop}: amana {amount} imepokelewa. Oda {reference} imehifadhiwa. Salio {balance} kufikia {endsOn}. Lipa: {url}',
  'messages.layby_payment.subject': 'Lipa Mdogo Mdogo {reference}: {amount} imepokelewa',
  'messages.layby_payment.body':
    'Tumepokea {amount} (msimbo wa M-PESA {code}). Umelipa {paid} kati ya {total}; salio {balance} kufikia {endsOn}.',
  'messages.layby_payment.sms':
    '{shop}: {amount} imepokelewa ({code}). Umelipa {paid} kati ya {total}. Salio {balance} kufikia {endsOn}. {url}',
  'messages.layby_paid.subject': 'Lipa Mdogo Mdogo {reference} imelipwa kikamilifu',
  'messages.layby_paid.body':
    'Tumepokea {amount} (msimbo wa M-PESA {code}): oda yako {reference} imelipwa kikamilifu, {total}. Sasa tunaiandaa kwa usafirishaji na tutakujulisha itakapotoka.',
  'messages.layby_paid.sms': '{shop}: oda {reference} imelipwa kikamilifu ({total}). Tunaiandaa kwa usafirishaji sasa. {url}',
  'messages.layby_ended.subject': 'Lipa Mdogo Mdogo {reference} imeisha',
  'messages.layby_ended.body':
    'Mpango wako {reference} umeisha na bidhaa zilizohifadhiwa zimeachiliwa. Kati ya {paid} ulizolipa, {refund} zinarudishwa kwako (ada ya {fee} imebaki, kama masharti yanavyosema), kila malipo kule yalikotoka.',
  'messages.layby_ended.sms': '{shop}: Lipa Mdogo Mdogo {reference} imeisha. {refund} kati ya {paid} zinarudishwa kwako. {url}',
} as const satisfies Record<keyof typeof english, Message>;
