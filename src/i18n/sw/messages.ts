import type { messages as english } from '../en/messages.ts';

/** Kiswahili for en/messages.ts: the order e-mails and SMS the outbox sends to customers and to the shop. */
export const messages = {
  'messages.greeting': 'Habari {name},',
  'messages.signoff': 'Asante kwa kununua kutoka {shop}.',
  'messages.contact': 'Una maswali? Piga simu {phone}, tuandikie barua pepe {email} au ujibu barua pepe hii.',
  'messages.contactWhatsapp': 'Una maswali? Piga simu {phone}, tuandikie barua pepe {email}, ujibu barua pepe hii, au utuandikie WhatsApp: {whatsapp}',
  'messages.whatsappText': 'Habari {shop}, kuhusu agizo langu {reference}:',
  'messages.reference': 'Agizo {reference}',
  'messages.lines': 'Agizo lako',
  'messages.line': '{name} x{quantity}: {total}',
  'messages.subtotal': 'Jumla ndogo: {amount}',
  'messages.delivery': 'Usafirishaji: {fee} ({detail})',
  'messages.deliveryCollect': '{collect}',
  'messages.total': 'Jumla: {amount}',
  'messages.method': 'Njia ya malipo: {method}',
  'messages.deliverTo': 'Anwani ya kufikishia: {address}',
  'messages.viewOrder': 'Maagizo yako: {url}',

  'messages.order_received.subject': 'Agizo {reference} limepokelewa: {shop}',
  'messages.order_received.paid': 'Tumepokea malipo yako ya agizo {reference}. Tutakupigia simu ili kupanga usafirishaji.',
  'messages.order_received.cash': 'Tumepokea agizo lako {reference}. Utalipa pesa taslimu unapopokea bidhaa; tutakupigia simu ili kupanga usafirishaji.',
  'messages.order_received.sms.paid': '{shop}: malipo ya agizo {reference}, jumla {total}, yamepokelewa. Tutakupigia simu kupanga usafirishaji.',
  'messages.order_received.sms.cash': '{shop}: agizo {reference} limepokelewa, jumla {total}, lipa unapopokea. Tutakupigia simu kupanga usafirishaji.',

  'messages.payment_failed.subject': 'Malipo ya agizo {reference} hayakufaulu',
  'messages.payment_failed.body': 'Malipo yako ya {total} kwa agizo {reference} hayakufaulu, na hukukatwa pesa yoyote. Agizo lako bado limehifadhiwa: lipa tena kutoka kwenye kikapu chako kwenye {url}, au utupigie simu tukusaidie.',
  'messages.payment_failed.sms': '{shop}: malipo ya agizo {reference} ({total}) hayakufaulu. Hukukatwa pesa. Lipa tena: {url}',

  'messages.delivery_shipped.subject': 'Agizo {reference} liko njiani',
  'messages.delivery_shipped.body': 'Agizo lako {reference} limetoka kwenye ghala letu na liko njiani kukufikia.',
  'messages.delivery_shipped.sms': '{shop}: agizo {reference} liko njiani. Dereva wetu atakupigia simu kabla ya kukufikishia.',
  'messages.delivery_delivered.subject': 'Agizo {reference} limefikishwa',
  'messages.delivery_delivered.body': 'Agizo lako {reference} limefikishwa. Tafadhali tujulishe kuhusu uharibifu wowote ndani ya saa 48.',
  'messages.delivery_delivered.sms': '{shop}: agizo {reference} limefikishwa. Tujulishe uharibifu wowote ndani ya saa 48. Asante!',
  'messages.delivery_cancelled.subject': 'Agizo {reference} limeghairiwa',
  'messages.delivery_cancelled.body': 'Usafirishaji wa agizo lako {reference} umeghairiwa. Ikiwa ulilipa, timu yetu itawasiliana nawe kuhusu kurejeshewa pesa zako.',
  'messages.delivery_cancelled.sms': '{shop}: usafirishaji wa agizo {reference} umeghairiwa. Tutawasiliana nawe kuhusu kurejeshewa pesa ikiwa ulilipa.',

  'messages.shop_new_order.subject': 'Agizo jipya {reference}: {total} ({method})',
  'messages.shop_new_order.body': 'Agizo jipya {reference} limewekwa na {name} ({phone}, {email}).',
  'messages.shop_new_order.sms': 'Agizo jipya {reference}: {total}, {method}, {county}. {name} {phone}',
  'messages.shop_new_order.lines': 'Agizo jipya {reference} · {total} · {method}',
  'messages.shop_new_order.admin': 'Fungua agizo: {url}',
} as const satisfies Record<keyof typeof english, string>;
