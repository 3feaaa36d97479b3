import type { laybyMessages as english } from '../en/layby-messages.ts';
import type { Message } from '../index.ts';

/** Barua pepe na SMS za Lipa Mdogo Mdogo (toleo 47): umeanza, malipo yamepokelewa, umelipwa kikamilifu, vikumbusho, umeisha. */
export const laybyMessages = {
  'messages.layby_started.subject': 'Lipa Mdogo Mdogo {reference}: amana yako imehifadhi oda yako',
  'messages.layby_started.body':
    'Tumepokea amana yako ya {amount} (msimbo wa M-PESA {code}). Oda yako {reference} imehifadhiwa hadi {endsOn}. Umelipa {paid} kati ya {total}; salio {balance}. Lipa kiasi chochote kuanzia {suggested} kwa wiki hadi wakati huo, nasi tutaleta mara itakapolipwa kikamilifu.',
  'messages.layby_started.sms': '{shop}: amana {amount} imelipwa; oda {reference} imewekwa hadi {endsOn}, salio {balance}. {url}',
  'messages.layby_payment.subject': 'Lipa Mdogo Mdogo {reference}: {amount} imepokelewa',
  'messages.layby_payment.body':
    'Tumepokea {amount} (msimbo wa M-PESA {code}). Umelipa {paid} kati ya {total}; salio {balance} kufikia {endsOn}.',
  'messages.layby_payment.sms': '{shop}: {amount} imepokelewa ({code}). Salio {balance} hadi {endsOn}. {url}',
  'messages.layby_paid.subject': 'Lipa Mdogo Mdogo {reference} imelipwa kikamilifu',
  'messages.layby_paid.body':
    'Tumepokea {amount} (msimbo wa M-PESA {code}): oda yako {reference} imelipwa kikamilifu, {total}. Sasa tunaiandaa kwa usafirishaji na tutakujulisha itakapotoka.',
  'messages.layby_paid.sms': '{shop}: oda {reference} imelipwa kikamilifu ({total}). Tunaiandaa kwa usafirishaji sasa. {url}',
  'messages.layby_ended.subject': 'Lipa Mdogo Mdogo {reference} imeisha',
  'messages.layby_ended.body':
    'Mpango wako {reference} umeisha na bidhaa zilizohifadhiwa zimeachiliwa. Kati ya {paid} ulizolipa, {refund} zinarudishwa kwako (ada ya {fee} imebaki, kama masharti yanavyosema), kila malipo kule yalikotoka.',
  'messages.layby_ended.sms': '{shop}: Lipa Mdogo Mdogo {reference} imeisha. {refund} kati ya {paid} zinarudishwa kwako. {url}',
  'messages.layby_ended.expired.body':
    'Mpango wako {reference} umeisha: tarehe yake ya mwisho, {endsOn}, na siku za nyongeza baada yake zimepita salio la {balance} likiwa halijalipwa, hivyo bidhaa zilizohifadhiwa zimeachiliwa. Kati ya {paid} ulizolipa, {refund} zinarudishwa kwako (ada ya {fee} imebaki, kama masharti yanavyosema), kila malipo kule yalikotoka.',
  'messages.layby_ended.expired.sms': '{shop}: oda {reference} imeisha bila kulipwa. {refund} kati ya {paid} zinarudishwa kwako. {url}',
  'messages.layby_ended.unpaid.subject': 'Lipa Mdogo Mdogo {reference} haikuanza',
  'messages.layby_ended.unpaid.body':
    'Amana ya Lipa Mdogo Mdogo {reference} haikulipwa ndani ya siku moja, kwa hivyo hakuna kilichohifadhiwa na oda imesitishwa. Hakuna kilicholipwa na hakuna unachodaiwa. Karibu uagize tena wakati wowote.',
  'messages.layby_ended.unpaid.sms': '{shop}: amana ya oda {reference} haikulipwa, hivyo oda imesitishwa. Hakuna unachodaiwa. {url}',
  'messages.layby_reminder.payAt': 'Lipa kiasi chochote kuanzia {min} hapa, kwa M-PESA au kadi: {url}',
  'messages.layby_reminder.upcoming.subject': 'Lipa Mdogo Mdogo {reference}: malipo yajayo {amount} kufikia {day}',
  'messages.layby_reminder.upcoming.body':
    'Ukumbusho: malipo yanayopendekezwa yajayo ya Lipa Mdogo Mdogo {reference} ni {amount}, kufikia {day}. Umelipa {paid} kati ya {total}; salio {balance}, lilipwe kufikia {endsOn}. Tutaleta mara itakapolipwa kikamilifu.',
  'messages.layby_reminder.upcoming.sms': '{shop}: oda {reference}: malipo yajayo {amount} kufikia {day}. Salio {balance}. {url}',
  'messages.layby_reminder.behind.subject': 'Lipa Mdogo Mdogo {reference}: {amount} zimechelewa',
  'messages.layby_reminder.behind.body':
    'Mpango wako {reference} uko nyuma ya malipo yaliyopendekezwa: {amount} zinatakiwa sasa, hazijalipwa tangu {day}. Umelipa {paid} kati ya {total}; salio {balance}, lilipwe kufikia {endsOn}. Lipa unachoweza: kila malipo yanahesabika, na bidhaa zinabaki zimehifadhiwa kwa ajili yako hadi wakati huo.',
  'messages.layby_reminder.behind.sms': '{shop}: oda {reference} iko nyuma: {amount} zinatakiwa tangu {day}. Salio {balance}. {url}',
  'messages.layby_reminder.ending.subject': 'Lipa Mdogo Mdogo {reference} inaisha {endsOn}',
  'messages.layby_reminder.ending.body':
    'Mpango wako {reference} unaisha tarehe {endsOn}, salio likiwa {balance} (umelipa {paid} kati ya {total}). Lipa salio kufikia tarehe hiyo nasi tutaleta. Unahitaji muda zaidi? Tupigie simu {phone} kabla ya hapo kuomba tarehe ya mwisho ya baadaye.',
  'messages.layby_reminder.ending.sms': '{shop}: oda {reference} inaisha {endsOn}, salio {balance}. Muda zaidi? Piga {phone}. {url}',
  'messages.layby_reminder.grace.subject': 'Lipa Mdogo Mdogo {reference}: imehifadhiwa hadi {last}',
  'messages.layby_reminder.grace.body':
    'Mpango wako {reference} umepita tarehe yake ya mwisho, {endsOn}, salio likiwa {balance}. Tunaendelea kukuhifadhia bidhaa hadi {last}: lipa salio kufikia wakati huo nasi tutaleta. Lisipolipwa, mpango unaisha tarehe {expires}, bidhaa zinaachiliwa, na {terms}. Unahitaji muda zaidi? Tupigie simu {phone}.',
  'messages.layby_reminder.grace.sms': '{shop}: {reference}: lipa {balance} hadi {last} au itaisha, {terms}. {url}',
  'messages.layby_reminder.terms.fee': 'ulicholipa, {paid}, kitarudishwa kwako ukiondoa ada isiyozidi {fee}, kama masharti yanavyosema',
  'messages.layby_reminder.terms.noFee': 'ulicholipa chote, {paid}, kitarudishwa kwako',
  'messages.layby_reminder.smsTerms.fee': 'urudishiwe yote ila {fee}',
  'messages.layby_reminder.smsTerms.noFee': 'urudishiwe yote',
} as const satisfies Record<keyof typeof english, Message>;
