import type { warranty as english } from '../en/warranty.ts';
import type { Message } from '../index.ts';

/** Usajili wa dhamana, vyeti na madai (/sw/warranty). */
export const warranty = {
  'warranty.pageTitle': 'Usajili wa dhamana na madai',
  'warranty.intro':
    'Sajili nambari ya utambulisho (serial) ya kila bidhaa uliyonunua kwetu: tunahifadhi rekodi, cheti chako kiko hapa kila wakati, na dai linahitaji tu nambari hiyo na simu yako.',
  'warranty.find.heading': 'Sajili nambari za utambulisho',
  'warranty.find.intro': 'Andika nambari ya agizo (herufi 8 kwenye SMS au barua pepe yako) na nambari ya simu uliyoagiza nayo.',
  'warranty.find.submit': 'Tafuta agizo langu',
  'warranty.find.another': 'Agizo jingine',
  'warranty.items.heading': 'Agizo {reference}, lilifikishwa {date}',
  'warranty.items.intro':
    'Andika nambari ya utambulisho iliyochapishwa kwenye lebo ya kila bidhaa, kwa kawaida kando ya msimbo pau (S/N). Acha ambazo huna sasa: unaweza kuzisajili baadaye.',
  'warranty.items.serial': 'Nambari ya utambulisho ya {product}',
  'warranty.items.serialOf': 'Nambari ya utambulisho ya {product} ({number} kati ya {count})',
  'warranty.items.submit': 'Sajili nambari',
  'warranty.items.allDone': 'Bidhaa zote za agizo hili zimesajiliwa.',
  'warranty.items.noneGiven': 'Andika angalau nambari moja ya utambulisho.',
  'warranty.done': 'Imesajiliwa. Cheti chako kiko hapa chini: kichapishe, au ukifungue hapa tena wakati wowote kwa nambari yako ya simu.',
  'warranty.certificate.heading': 'Cheti cha dhamana',
  'warranty.certificate.owner': 'Kimetolewa kwa {name}',
  'warranty.certificate.issued': 'Kimetolewa na {shop} kwa agizo {reference}, lililofikishwa {date}.',
  'warranty.certificate.product': 'Bidhaa',
  'warranty.certificate.serial': 'Nambari ya utambulisho',
  'warranty.certificate.period': 'Dhamana ya mtengenezaji',
  'warranty.certificate.until': 'Dhamana hadi',
  'warranty.certificate.ended': 'Imeisha',
  'warranty.certificate.workmanship':
    'Ufungaji uliofanywa na mafundi wetu una pia dhamana yetu ya kazi ya {period} kuanzia siku ya ufungaji.',
  'warranty.certificate.claim':
    'Kuna tatizo? Weka dai hapa chini kwa nambari ya utambulisho na simu yako; tunalishughulikia na mtengenezaji.',
  'warranty.certificate.print': 'Chapisha cheti',
  'warranty.claim.heading': 'Weka dai la dhamana',
  'warranty.claim.intro': 'Kwa nambari ya utambulisho iliyosajiliwa. Tueleze tatizo na tutakupigia simu kupanga ukaguzi.',
  'warranty.claim.serial': 'Nambari ya utambulisho',
  'warranty.claim.description': 'Tatizo ni nini?',
  'warranty.claim.descriptionHint': 'Kinachotokea, tangu lini, na chochote kilichobadilika (herufi 10 hadi 2,000).',
  'warranty.claim.submit': 'Tuma dai',
  'warranty.claim.done':
    'Dai {claim} limepokelewa kwa {product} (nambari {serial}). Taja nambari hii ya dai ukitupigia simu. Tumekutumia SMS na barua pepe, na tutakupigia simu kupanga ukaguzi.',
  'warranty.claim.doneOutOfWarranty':
    'Dai {claim} limepokelewa kwa {product} (nambari {serial}). Taja nambari hii ya dai ukitupigia simu. Dhamana yake iliisha {date}, kwa hivyo matengenezo yanaweza kulipiwa: tutakupigia simu kukueleza tulichopata kabla ya kufanya kazi yoyote.',
  'warranty.status.received': 'Limepokelewa',
  'warranty.status.inspecting': 'Linakaguliwa',
  'warranty.status.repaired': 'Imerekebishwa',
  'warranty.status.replaced': 'Imebadilishwa',
  'warranty.status.rejected': 'Limekataliwa',
  'warranty.error.serial': 'Andika nambari ya utambulisho kama ilivyochapishwa: herufi na tarakimu 3 hadi 40 (- / . zinaruhusiwa).',
  'warranty.error.product': 'Chagua bidhaa ya agizo hili.',
  'warranty.error.items': 'Toa nambari za utambulisho kati ya 1 na 50.',
  'warranty.error.serialTwice': 'Nambari hii ya utambulisho imetolewa mara mbili kwa bidhaa moja.',
  'warranty.error.description': 'Eleza tatizo kwa herufi 10 hadi 2,000.',
  'warranty.error.status': 'Chagua mojawapo ya hali.',
  'warranty.error.reason': 'Toa sababu ya herufi zisizozidi 500.',
  'warranty.error.notDelivered.pending':
    'Agizo hili bado halijasafirishwa. Nambari za utambulisho zinaweza kusajiliwa likishafikishwa: tutakutumia kiungo.',
  'warranty.error.notDelivered.shipped':
    'Agizo hili liko njiani. Nambari za utambulisho zinaweza kusajiliwa likishafikishwa: tutakutumia kiungo.',
  'warranty.error.notDelivered.cancelled': 'Agizo hili liliaghairiwa, kwa hivyo halina cha kusajili.',
  'warranty.error.notInOrder': 'Bidhaa hii si sehemu ya agizo.',
  'warranty.error.tooMany': 'Nambari za utambulisho ni nyingi kuliko idadi ya bidhaa hii iliyonunuliwa.',
  'warranty.error.serialRegistered': 'Nambari ya utambulisho {serial} tayari imesajiliwa kwa bidhaa hii.',
  'warranty.error.serialNotFound':
    'Hatukupata nambari ya utambulisho iliyosajiliwa kwa nambari hiyo ya simu. Hakikisha zote mbili, au usajili nambari hiyo na agizo lake kwanza.',
  'warranty.error.claimNotFound': 'Hakuna dai kama hilo.',
  'warranty.error.claimUnchanged': 'Dai tayari lina hali hiyo.',
  'warranty.error.rejectReason': 'Toa sababu ya kukataa dai: mteja ataelezwa.',
  'warranty.error.registrationNotFound': 'Hakuna usajili kama huo.',
  'warranty.error.serialUnchanged': 'Usajili huu tayari una nambari hiyo ya utambulisho.',
  'warranty.error.correctionReason': 'Eleza kwa nini nambari ya utambulisho inasahihishwa, kwa herufi zisizozidi 500.',
} as const satisfies Record<keyof typeof english, Message>;
