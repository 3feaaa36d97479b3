import type { layby as english } from '../en/layby.ts';
import type { Message } from '../index.ts';

/** Lipa Mdogo Mdogo (toleo 47): maneno ya mpango kila mahali: hali zake, makatao ya API ya awamu, malipo. */
export const layby = {
  'layby.name': 'Lipa Mdogo Mdogo',
  'order.status.layby': 'Lipa Mdogo Mdogo: unalipa kidogo kidogo',
  'layby.status.awaiting_deposit': 'Inasubiri amana',
  'layby.status.active': 'Unalipa kidogo kidogo',
  'layby.status.behind': 'Nyuma ya viwango vilivyopendekezwa',
  'layby.status.overdue': 'Tarehe ya mwisho imepita',
  'layby.status.paid': 'Imelipwa kikamilifu',
  'layby.status.cancelled': 'Imesitishwa',
  'layby.status.expired': 'Imeisha bila kulipwa',
  'layby.error.notLayby': 'Oda hii haiko kwenye Lipa Mdogo Mdogo: ilipe kutoka ukurasa wa oda.',
  'layby.error.plan_closed': 'Mpango huu haupokei malipo zaidi: {status}.',
  'layby.error.not_whole_shillings': 'Tuma amountCents kwa shilingi kamili (kigawe cha 100), zaidi ya 0.',
  'layby.error.below_minimum': 'Awamu ndogo kabisa ni {min}; ya mwisho tu inaweza kuwa chini, ikilipa salio kamili la {balance}.',
  'layby.error.below_deposit': 'Lipa kwanza amana ya {deposit} ili kuhifadhi oda yako.',
  'layby.error.over_balance': 'Kiasi hicho ni zaidi ya salio la {balance}.',
  'layby.error.over_mpesa_limit': 'M-PESA hupokea hadi {limit} kwa malipo moja: lipa kilichobaki kwa malipo mengine.',
  'layby.error.notOffered': 'Lipa Mdogo Mdogo haipatikani kwa oda hii: {reason}',
  'layby.ineligible.not_offered': 'duka halipokei oda za Lipa Mdogo Mdogo kwa sasa.',
  'layby.ineligible.below_minimum': 'Lipa Mdogo Mdogo huanzia oda za {min}.',
  'layby.ineligible.cash': 'Lipa Mdogo Mdogo hulipwa mtandaoni (M-PESA, kadi au benki), si kwa pesa taslimu unapopokea.',
  'layby.ineligible.not_whole_shillings': 'jumla lazima iwe shilingi kamili.',
  'layby.ineligible.deposit_over_mpesa_limit': 'amana ni zaidi ya kile M-PESA hupokea kwa malipo moja ({limit}); chagua kadi au benki.',
  'layby.error.whoPays': 'Tuma simu iliyotumika kuagiza na namba ya oda, au ingia kwenye akaunti.',
  'layby.error.paidInFull':
    'Mpango huu umelipwa kikamilifu: oda inasafirishwa, na inasitishwa kama oda nyingine yoyote iliyolipwa, kupitia duka.',
  'layby.error.ended': 'Mpango huu umeisha; hakuna malipo zaidi yanayoweza kufanywa.',
  'layby.error.extendDate': 'Tuma endsOn kama tarehe (YYYY-MM-DD) baada ya tarehe ya mwisho ya mpango, {endsOn}.',
  'layby.error.cashOnlyOpen': 'Mpango ulio wazi tu ndio hupokea malipo dukani.',
} as const satisfies Record<keyof typeof english, Message>;
