import type { Message } from '../index.ts';
import type { messages as english } from '../en/messages.ts';

/** Kiswahili for en/messages.ts: the order e-mails and SMS the outbox sends to customers and to the shop. */
export const messages = {
  'messages.greeting': 'Habari {name},',
  'messages.signoff': 'Asante kwa kununua kutoka {shop}.',
  'messages.contact': 'Una maswali? Piga simu {phone}, tuandikie barua pepe {email} au ujibu barua pepe hii.',
  'messages.contactWhatsapp':
    'Una maswali? Piga simu {phone}, tuandikie barua pepe {email}, ujibu barua pepe hii, au utuandikie WhatsApp: {whatsapp}',
  'messages.whatsappText': 'Habari {shop}, kuhusu agizo langu {reference}:',
  'messages.reference': 'Agizo {reference}',
  'messages.lines': 'Agizo lako',
  'messages.line': '{name} x{quantity}: {total}',
  'messages.subtotal': 'Jumla ndogo: {amount}',
  'messages.delivery': 'Usafirishaji: {fee} ({detail})',
  'messages.deliveryCollect': '{collect}',
  'messages.total': 'Jumla: {amount}',
  'messages.vatIncluded': 'Bei zinajumuisha VAT.',
  'messages.includesVat': 'Inajumuisha VAT: {amount}',
  'messages.payNow': 'Lipa sasa: {amount}',
  'messages.payDriver': 'Lipa dereva: {amount}',
  'messages.payDriverQuote': 'Lipa dereva: gharama ya usafirishaji ambayo timu yetu itakadiria',
  'messages.payDriverAndQuote': 'Lipa dereva: {amount}, pamoja na gharama ya usafirishaji ambayo timu yetu itakadiria',
  'messages.paid': 'Kilicholipwa: {amount}',
  'messages.refunded': 'Kilichorejeshwa: {amount}',
  'messages.driverPlusQuote': '{amount} + usafirishaji',
  'messages.method': 'Njia ya malipo: {method}',
  'messages.receipt': '{label}: {code}',
  'messages.deliverTo': 'Anwani ya kufikishia: {address}',
  'messages.taxInvoiceTo': 'Ankara ya kodi kwa: {name}, KRA PIN {pin}',
  'messages.viewOrder': 'Maagizo yako: {url}',
  'messages.follow': 'Fuatilia agizo lako: {url}',
  'messages.invoice': 'Ankara yako ya kodi (KRA eTIMS), ya kuhifadhi au kuchapisha: {url}',

  'messages.order_received.subject': 'Agizo {reference} limepokelewa: {shop}',
  'messages.order_received.paid': 'Tumepokea malipo yako ya agizo {reference}. Tutakupigia simu ili kupanga usafirishaji.',
  'messages.order_received.cash':
    'Tumepokea agizo lako {reference}. Utalipa pesa taslimu unapopokea bidhaa; tutakupigia simu ili kupanga usafirishaji.',
  'messages.order_received.sms.paid': '{shop}: malipo ya agizo {reference} ({total}) yamepokelewa. Tutakupigia simu. Fuatilia: {url}',
  'messages.order_received.sms.paidMpesa': '{shop}: malipo ya {total} (M-PESA {code}) ya agizo {reference} yamepokelewa. Fuatilia: {url}',
  'messages.order_received.sms.cash': '{shop}: agizo {reference} limepokelewa. Lipa dereva {driver} unapopokea. Fuatilia: {url}',
  'messages.order_received.callFirst':
    'Tumepokea agizo lako {reference}. Utalipa pesa taslimu unapopokea bidhaa. Kwa sababu ya thamani yake, tutakupigia simu kulithibitisha kabla ya kulituma: hakuna kinachofungashwa kabla ya simu hiyo.',
  'messages.order_received.sms.callFirst':
    '{shop}: agizo {reference} ({total}) limepokelewa. Tutakupigia simu kulithibitisha. Fuatilia: {url}',
  'messages.order_confirmed.subject': 'Agizo {reference} limethibitishwa: {shop}',
  'messages.order_confirmed.body':
    'Asante kwa kuthibitisha agizo lako {reference} kwa simu. Tunaliandaa kwa usafirishaji, na utamlipa dereva likifika.',
  'messages.order_confirmed.sms': '{shop}: agizo {reference} limethibitishwa. Tunaliandaa; utamlipa dereva likifika. Fuatilia: {url}',

  'messages.cash_received.subject': 'Risiti ya agizo {reference}: tumepokea {amount}',
  'messages.cash_received.paid.cash': 'Tumepokea {amount} taslimu kwa agizo {reference}. Asante: agizo lako limelipwa lote.',
  'messages.cash_received.paid.mpesa':
    'Tumepokea {amount} kwa M-PESA kwa agizo {reference} (risiti {receipt}). Asante: agizo lako limelipwa lote.',
  'messages.cash_received.short.cash':
    'Tumepokea {amount} taslimu kwa agizo {reference}. Bado unadaiwa {rest}: tutakupigia simu kuhusu kiasi hicho.',
  'messages.cash_received.short.mpesa':
    'Tumepokea {amount} kwa M-PESA kwa agizo {reference} (risiti {receipt}). Bado unadaiwa {rest}: tutakupigia simu kuhusu kiasi hicho.',
  'messages.cash_received.sms.paid.cash': '{shop}: tumepokea {amount} taslimu, agizo {reference}. Limelipwa lote, asante. Fuatilia: {url}',
  'messages.cash_received.sms.paid.mpesa':
    '{shop}: tumepokea {amount}, M-PESA {receipt}, agizo {reference}. Limelipwa lote. Fuatilia: {url}',
  'messages.cash_received.sms.short.cash': '{shop}: tumepokea {amount} taslimu, agizo {reference}. Deni: {rest}. Fuatilia: {url}',
  'messages.cash_received.sms.short.mpesa':
    '{shop}: tumepokea {amount}, M-PESA {receipt}, agizo {reference}. Deni: {rest}. Fuatilia: {url}',

  'messages.payment_failed.subject': 'Malipo ya agizo {reference} hayakufaulu',
  'messages.payment_failed.body':
    'Malipo yako ya {total} kwa agizo {reference} hayakufaulu, na hukukatwa pesa yoyote. Agizo lako bado limehifadhiwa: lipa tena kwenye {url} (nambari yako ya simu na nambari hii ya agizo zinalifungua kwenye simu yoyote), au utupigie simu tukusaidie.',
  'messages.payment_failed.sms': '{shop}: malipo ya agizo {reference} ({total}) hayakufaulu. Hukukatwa pesa. Lipa tena: {url}',

  'messages.delivery_shipped.subject': 'Agizo {reference} liko njiani',
  'messages.delivery_shipped.body': 'Agizo lako {reference} limetoka kwenye ghala letu na liko njiani kukufikia.',
  'messages.delivery_shipped.sms': '{shop}: agizo {reference} liko njiani. Dereva atakupigia simu kabla ya kufika. Fuatilia: {url}',
  'messages.delivery_delivered.subject': 'Agizo {reference} limefikishwa',
  'messages.delivery_delivered.body':
    'Agizo lako {reference} limefikishwa. Tafadhali tujulishe kuhusu uharibifu wowote ndani ya saa 48.\n\nSajili nambari za utambulisho (serial) za bidhaa ulizonunua upate rekodi na cheti cha dhamana: {warranty}',
  'messages.delivery_delivered.sms':
    '{shop}: agizo {reference} limefikishwa. Tujulishe uharibifu ndani ya saa 48. Sajili dhamana: {warranty}',
  'messages.delivery_cancelled.subject': 'Agizo {reference} limeghairiwa',
  'messages.delivery_cancelled.body':
    'Usafirishaji wa agizo lako {reference} umeghairiwa. Ikiwa ulilipa, timu yetu itawasiliana nawe kuhusu kurejeshewa pesa zako.',
  'messages.delivery_cancelled.sms':
    '{shop}: usafirishaji wa agizo {reference} umeghairiwa. Tutawasiliana nawe kuhusu kurejeshewa pesa ikiwa ulilipa.',

  'messages.order_cancelled.subject': 'Agizo {reference} limeghairiwa',
  'messages.order_cancelled.body.paid':
    'Agizo lako {reference} limeghairiwa. Ulilipa {total}: unarejeshewa pesa hizo kwenye akaunti uliyolipa kutoka, na tutakujulisha zikishafika.',
  'messages.order_cancelled.body.unpaid': 'Agizo lako {reference} limeghairiwa. Hukukatwa pesa yoyote na hudaiwi chochote.',
  'messages.order_cancelled.sms.paid': '{shop}: agizo {reference} limeghairiwa; unarejeshewa {total}. Fuatilia: {url}',
  'messages.order_cancelled.sms.unpaid': '{shop}: agizo {reference} limeghairiwa. Hukukatwa pesa na hudaiwi chochote. Fuatilia: {url}',
  'messages.refund_requested.subject': 'Pesa za agizo {reference} zinarejeshwa',
  'messages.refund_requested.body':
    'Tumeiomba Pesapal ikurejeshee {amount} za agizo {reference} kwenye akaunti uliyolipa kutoka. Kwa kawaida hufika ndani ya siku 7 hadi 14 za kazi; tutakujulisha zikishafika.',
  'messages.refund_requested.sms': '{shop}: {amount} za agizo {reference} zinarejeshwa (siku 7-14 za kazi). Fuatilia: {url}',
  'messages.late_payment.subject': 'Malipo yako ya agizo lililoghairiwa {reference} yanarejeshwa kwako',
  'messages.late_payment.body':
    'Malipo yako ya {amount} ya agizo {reference} (nambari {code}) yalitufikia baada ya agizo kughairiwa. Hatubaki na chochote: tunakurejeshea pesa zote kupitia Pesapal kwenye akaunti uliyolipa kutoka. Kwa kawaida hufika ndani ya siku 7 hadi 14 za kazi; tutakujulisha zikishafika.',
  'messages.late_payment.sms': '{shop}: {amount} za agizo lililoghairiwa {reference} zilichelewa kufika; tunakurejeshea zote. {url}',
  'messages.refund_completed.subject': 'Pesa za agizo {reference} zimerejeshwa',
  'messages.refund_completed.body':
    'Pesapal imekurejeshea {amount} za agizo {reference} kwenye akaunti uliyolipa kutoka. Usipoziona ndani ya siku 3, utupigie simu ukitaja nambari hii ya agizo.',
  'messages.refund_completed.sms': '{shop}: {amount} za agizo {reference} zimerejeshwa kwenye akaunti uliyolipa kutoka.',
  'messages.shop_order_cancelled.subject': 'Agizo {reference} limeghairiwa na mteja: {total} ({method})',
  'messages.shop_order_cancelled.body': '{name} ({phone}, {email}) amelighairi agizo {reference}. Sababu yake: "{reason}"',
  'messages.shop_order_cancelled.paid':
    'Lilikuwa limelipwa: hakikisha kwenye ukurasa wa agizo kwamba ombi la kurejesha pesa limefika Pesapal.',
  'messages.shop_order_cancelled.lines': 'Agizo lililoghairiwa {reference} · {total} · {method}',
  'messages.shop_order_cancelled.sms': 'Agizo {reference} limeghairiwa na {name} {phone} ({total}, {method}): {reason}',

  'messages.warranty_registered.subject': 'Dhamana imesajiliwa kwa agizo {reference}',
  'messages.warranty_registered.body': 'Tumerekodi nambari hizi za utambulisho za agizo {reference} kwa dhamana yake:',
  'messages.warranty_registered.line': '{product}, nambari {serial}: dhamana hadi {ends}',
  'messages.warranty_registered.keep': 'Cheti chako kinahifadhiwa; kifungue au ukichapishe wakati wowote kwa nambari yako ya simu: {url}',
  'messages.warranty_registered.sms': '{shop}: dhamana imesajiliwa kwa agizo {reference}. Cheti chako: {url}',
  'messages.warranty_claim_received.subject': 'Dai la dhamana {claim} limepokelewa: {product}',
  'messages.warranty_claim_received.body':
    'Tumepokea dai lako la dhamana {claim} kwa {product} (nambari {serial}, agizo {reference}). Tutakupigia simu kupanga ukaguzi na kukujulisha kila hatua.',
  'messages.warranty_claim_received.outOfWarranty':
    'Tumepokea dai lako {claim} kwa {product} (nambari {serial}, agizo {reference}). Dhamana yake imeisha, kwa hivyo matengenezo yanaweza kulipiwa: tutakupigia simu kukueleza tulichopata kabla ya kufanya kazi yoyote.',
  'messages.warranty_claim_received.sms':
    '{shop}: dai la dhamana {claim} kwa nambari {serial} limepokelewa. Tutakupigia simu kupanga ukaguzi.',
  'messages.warranty_claim_status.subject': 'Dai la dhamana {claim} kwa {product}: {status}',
  'messages.warranty_claim_status.received':
    'Dai lako la dhamana kwa {product} (nambari {serial}) limerudishwa kwa timu yetu kama limepokelewa.',
  'messages.warranty_claim_status.inspecting': 'Mafundi wetu wanakagua {product} yako (nambari {serial}). Tutakujulisha tutakachopata.',
  'messages.warranty_claim_status.repaired':
    '{product} yako (nambari {serial}) imerekebishwa chini ya dhamana. Tutakupigia simu kupanga kuirudisha.',
  'messages.warranty_claim_status.replaced':
    '{product} yako (nambari {serial}) inabadilishwa chini ya dhamana. Tutakupigia simu kupanga kukuletea mpya.',
  'messages.warranty_claim_status.rejected': 'Dai lako la dhamana kwa {product} (nambari {serial}) halikukubaliwa. Sababu: {reason}',
  'messages.warranty_claim_status.sms': '{shop}: dai la dhamana {claim}, nambari {serial}: {status}. Tutakupigia simu.',
  'messages.warranty_claim_status.sms.rejected': '{shop}: dai la dhamana {claim}, nambari {serial}, halikukubaliwa: {reason}',
  'messages.warranty_claim.contact': 'Maswali? Tupigie simu {phone} ukitaja nambari ya dai, {claim}. Rekodi yako ya dhamana: {url}',
  'messages.warranty_serial_corrected.subject': 'Nambari ya utambulisho imesahihishwa: {product}',
  'messages.warranty_serial_corrected.body':
    'Tumesahihisha nambari ya utambulisho ya {product} yako (agizo {reference}) kutoka {from} kuwa {to}. Dhamana yako haijabadilika: hadi {ends}.',
  'messages.warranty_serial_corrected.keep': 'Cheti chako kinaonyesha nambari iliyosahihishwa: {url}',
  'messages.warranty_serial_corrected.sms': '{shop}: nambari ya utambulisho sasa ni {to}. Cheti: {url}',

  'messages.shop_new_order.subject': 'Agizo jipya {reference}: {total} ({method})',
  'messages.shop_new_order.body': 'Agizo jipya {reference} limewekwa na {name} ({phone}, {email}).',
  'messages.shop_new_order.sms': 'Agizo jipya {reference}: {total}, {method}, {county}. {name} {phone}',
  'messages.shop_new_order.subject.callFirst': 'Piga simu kuthibitisha: agizo jipya {reference}: {total} ({method})',
  'messages.shop_new_order.callFirst':
    'Mpigie {name} simu kwa {phone} kuthibitisha agizo hili kabla ya kulifungasha: lipa unapopokea zaidi ya kikomo cha duka. Kisha bonyeza Confirmed by phone kwenye ukurasa wa agizo.',
  'messages.shop_new_order.sms.callFirst': 'PIGA SIMU KUTHIBITISHA agizo jipya {reference}: {total}, {method}, {county}. {name} {phone}',
  'messages.shop_new_order.lines': 'Agizo jipya {reference} · {total} · {method}',
  'messages.shop_new_order.admin': 'Fungua agizo: {url}',

  'messages.back_in_stock.subject': '{product} imepatikana tena',
  'messages.back_in_stock.greeting': 'Habari,',
  'messages.back_in_stock.body': '{product} imepatikana tena kwa {shop}. Uliomba tukuarifu: iagize hapa kabla haijaisha.',
  'messages.back_in_stock.once':
    'Tumewaarifu wote walioomba kwa wakati mmoja, na huu ndio ujumbe pekee tunaotuma kuihusu: ili kuarifiwa wakati ujao, jisajili tena kwenye ukurasa wake.',
  'messages.back_in_stock.unsubscribe': 'Acha arifa za bidhaa zikirudi kwa anwani hii: {unsubscribe}',
  'messages.back_in_stock.signoff': 'Asante,\n{shop}',
  'messages.back_in_stock.sms': '{shop}: {product} imepatikana tena. Agiza: {url} Acha arifa hizi: {unsubscribe}',
  'messages.shop_low_stock.subject': 'Bidhaa chache {date}: za kuagiza tena ({count})',
  'messages.shop_low_stock.body':
    'Bidhaa hizi zinazohesabiwa ziko kwenye kiwango chao cha chini au chini yake asubuhi hii ({date}), zenye chache zaidi kwanza:',
  'messages.shop_low_stock.line': '{name} ({id}): {available} zinapatikana ({onHand} stoo, {reserved} zimeshikiliwa), kiwango {threshold}',
  'messages.shop_low_stock.lineOut':
    '{name} ({id}): imeisha, {available} zinapatikana ({onHand} stoo, {reserved} zimeshikiliwa), kiwango {threshold}',
  'messages.shop_low_stock.more': 'Na nyingine {count}: zione zote kwenye ukurasa wa stoo.',
  'messages.shop_low_stock.admin': 'Pokea bidhaa na ubadilishe viwango kwenye ukurasa wa stoo: {url}',
  'messages.shop_low_stock.once': 'Arifa hii huja mara moja kwa siku, na haiji siku ambayo hakuna kilicho chini.',

  'messages.auth.greeting': 'Habari,',
  'messages.auth.signoff': 'Asante,\n{shop}',
  'messages.auth.linkOnce': {
    one: 'Kiungo hiki kinatumika mara moja tu, kwa dakika {minutes}.',
    other: 'Kiungo hiki kinatumika mara moja tu, kwa dakika {minutes}.',
  },
  'messages.auth.signup.subject': 'Thibitisha barua pepe yako ya {shop}',
  'messages.auth.signup.body': 'Asante kwa kujisajili kwenye {shop}. Thibitisha barua pepe yako ili kufungua akaunti yako:',
  'messages.auth.signup.notYou': 'Kama hukujisajili, puuza barua pepe hii: hakuna akaunti itakayofunguliwa bila kiungo hiki.',
  'messages.auth.recovery.subject': 'Weka nenosiri jipya la {shop}',
  'messages.auth.recovery.body': 'Tumeombwa kuweka nenosiri jipya la akaunti yako ya {shop}. Liweke hapa:',
  'messages.auth.recovery.notYou': 'Kama hukuomba, puuza barua pepe hii: nenosiri lako halitabadilika.',
  'messages.auth.magiclink.subject': 'Kiungo chako cha kuingia kwenye {shop}',
  'messages.auth.magiclink.body': 'Ingia kwenye akaunti yako ya {shop} kwa kiungo hiki:',
  'messages.auth.magiclink.notYou': 'Kama hukuomba, puuza barua pepe hii: hakuna anayeweza kuingia bila kiungo hiki.',
  'messages.auth.reauthentication.subject': 'Msimbo wako wa uthibitisho wa {shop}',
  'messages.auth.reauthentication.body': 'Weka msimbo huu kuthibitisha kuwa ni wewe: {code}',
  'messages.auth.reauthentication.lifetime': {
    one: 'Msimbo huu unatumika kwa dakika {minutes}.',
    other: 'Msimbo huu unatumika kwa dakika {minutes}.',
  },
  'messages.auth.reauthentication.notYou': 'Kama hukuomba, puuza barua pepe hii: hakuna kitakachobadilika bila msimbo huu.',
} as const satisfies Record<keyof typeof english, Message>;
