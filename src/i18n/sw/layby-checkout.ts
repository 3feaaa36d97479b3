import type { laybyCheckout as english } from '../en/layby-checkout.ts';
import type { Message } from '../index.ts';

/** Lipa Mdogo Mdogo wakati wa kulipa (toleo 47): njia ya kulipa kando ya nyingine, amana, salio, tarehe ya mwisho na kiasi kinachopendekezwa. */
export const laybyCheckout = {
  'checkout.error.paymentPlan': 'Chagua jinsi ya kulipa: yote sasa, au paymentPlan.kind "layby" kwa Lipa Mdogo Mdogo',

  'checkout.layby.legend': 'Jinsi ya kulipa',
  'checkout.layby.now': 'Lipa yote sasa',
  'checkout.layby.now.hint': 'Agizo lote kwa malipo moja.',
  'checkout.layby.option': 'Lipa Mdogo Mdogo (lay-by)',
  'checkout.layby.option.hint': 'Lihifadhi kwa amana na ulipe kilichobaki kidogo kidogo. Tunaleta agizo likishalipwa kikamilifu.',
  'checkout.layby.notWithCash': 'Si kwa kulipa unapopokea: Lipa Mdogo Mdogo hulipwa mtandaoni, kwa M-PESA, kadi au benki.',
  'checkout.layby.cashNotWithLayby': 'Si kwa Lipa Mdogo Mdogo: hulipwa mtandaoni.',
  'checkout.layby.plan': 'Mpango wako wa Lipa Mdogo Mdogo',
  'checkout.layby.deposit': 'Amana, unayolipa sasa',
  'checkout.layby.balance': 'Salio',
  'checkout.layby.endsOn': 'Lipa salio kufikia',
  'checkout.layby.suggested': 'Kinachopendekezwa',
  'checkout.layby.everyDays': { one: '{amount} kila siku', other: '{amount} kila siku {count}' },
  'checkout.layby.everyWeeks': { one: '{amount} kila wiki', other: '{amount} kila wiki {count}' },
  'checkout.layby.smallest': 'Malipo madogo kabisa',
  'checkout.layby.smallest.value': '{amount} (ya mwisho inaweza kuwa chini: kiasi kilichobaki kamili)',
  'checkout.layby.delivered': 'Tunaleta agizo likishalipwa kikamilifu. Hakuna riba wala gharama ya ziada: bei ni ya leo.',
  'checkout.layby.mpesaOver': 'Amana ya {deposit} ni zaidi ya kile M-PESA hupokea kwa malipo moja ({limit}): ilipe kwa kadi au benki.',
  'checkout.layby.why.below_minimum': 'Lipa Mdogo Mdogo (lay-by) huanzia maagizo ya {min}.',
  'checkout.layby.why.other': 'Lipa Mdogo Mdogo (lay-by) haipatikani kwa agizo hili.',
  'checkout.layby.gone': 'Lipa Mdogo Mdogo (lay-by) haipatikani tena kwa agizo hili: chagua Lipa yote sasa.',

  'checkout.layby.summary': 'Amana {deposit} sasa; salio {balance} kufikia {date}.',
  'payment.layby.plan': 'Lipa Mdogo Mdogo',
  'payment.layby.deposit': 'Amana {amount} sasa; salio {balance} kufikia {date}.',
  'payment.layby.instalment': 'Malipo haya {amount}; salio baada yake {balance} kufikia {date}.',
  'payment.layby.paidDeposit': 'Amana yako imelipwa na agizo lako limehifadhiwa. Asante! Salio ni {balance}, kufikia {date}.',
  'payment.layby.paidInstalment': 'Malipo yako yamepokelewa. Asante! Salio ni {balance}, kufikia {date}.',
  'payment.layby.paidInFull': 'Lipa Mdogo Mdogo yako imelipwa kikamilifu. Asante! Agizo lako sasa linaandaliwa kuletwa.',
  'confirm.layby.lead': 'Amana yako imelipwa na agizo lako limehifadhiwa. Tunakuletea likishalipwa kikamilifu.',
  'confirm.layby.awaitingDeposit': 'Agizo lako limepokelewa. Lipa amana ya {deposit} ili kulihifadhi.',
  'confirm.layby.title': 'Lipa Mdogo Mdogo (lay-by)',
  'confirm.layby.paid': 'Umelipa',
  'confirm.layby.balance': 'Salio',
  'confirm.layby.endsOn': 'Lipa salio kufikia',
  'confirm.layby.nextDue': 'Malipo yanayofuata yanayopendekezwa',
  'confirm.layby.nextDue.value': '{amount} kufikia {date}',
  'confirm.layby.pay': 'Lipa kiasi kinachofuata',
  'confirm.layby.next.pay':
    'Lipa kilichobaki kufikia {date}, kwa viwango unavyochagua kuanzia {min}: fungua agizo lako kwa nambari yake na simu yako.',
  'confirm.layby.next.deliver': 'Likishalipwa kikamilifu, tutakupigia simu kukubaliana siku ya kuleta.',
} as const satisfies Record<keyof typeof english, Message>;
