import type { stockAlerts as english } from '../en/stock-alerts.ts';
import type { Message } from '../index.ts';

/** "Niarifu ikirudi" (/sw): fomu kwenye bidhaa iliyoisha, kurasa za seva za jibu lake, na kujiondoa. */
export const stockAlerts = {
  'stockAlert.heading': 'Niarifu ikirudi',
  'stockAlert.intro':
    'Acha nambari yako ya simu au barua pepe, nasi tutakutumia SMS au barua pepe moja {product} itakapopatikana tena. Huhitaji akaunti.',
  'stockAlert.contact': 'Nambari ya simu au barua pepe',
  'stockAlert.contactHint': 'Nambari ya simu ya Kenya (07… au +254…) kwa SMS, au anwani ya barua pepe.',
  'stockAlert.submit': 'Niarifu',
  'stockAlert.error.contact': 'Weka nambari sahihi ya simu ya Kenya (mfano, 0712 345 678) au anwani ya barua pepe.',
  'stockAlert.error.oneContact': 'Toa nambari ya simu au barua pepe: moja kati ya hizo mbili.',
  'stockAlert.error.productId': 'Taja bidhaa unayotaka kuarifiwa kuihusu.',
  'stockAlert.error.locale': 'Lugha ni en au sw.',
  'stockAlert.error.unknownProduct': 'Hatuuzi bidhaa hii.',
  'stockAlert.error.inStock': '{product} inapatikana sasa: unaweza kuiagiza.',
  'stockAlert.pageTitle': 'Arifa za bidhaa zikirudi',
  'stockAlert.pageIntro': 'Kwenye bidhaa iliyoisha, acha nambari yako ya simu au barua pepe na tutakuarifu mara moja itakapopatikana tena.',
  'stockAlert.done.heading': 'Tutakuarifu',
  'stockAlert.done.sms': 'Tutatuma SMS moja kwa {address} {product} itakapopatikana tena.',
  'stockAlert.done.email': 'Tutatuma barua pepe moja kwa {address} {product} itakapopatikana tena.',
  'stockAlert.done.once':
    'Mara moja tu: baada ya ujumbe huo, jisajili tena ukitaka kuarifiwa wakati ujao. Kila ujumbe una kiungo cha kuzisimamisha.',
  'stockAlert.inStockNow.heading': 'Inapatikana sasa',
  'stockAlert.backToProduct': 'Rudi kwa {product}',
  'stockAlert.continue': 'Endelea kununua',
  'stockAlert.unsubscribe.heading': 'Acha arifa za bidhaa zikirudi',
  'stockAlert.unsubscribe.ask': 'Ungependa tuache kutuma kwa {address} arifa za bidhaa ulizouliza zikipatikana tena?',
  'stockAlert.unsubscribe.submit': 'Acha arifa hizi',
  'stockAlert.unsubscribe.done': 'Imekamilika: {address} haitapokea tena arifa za bidhaa zikirudi.',
  'stockAlert.unsubscribe.again': 'Umebadilisha nia? Jisajili tena kwenye bidhaa yoyote iliyoisha.',
  'stockAlert.unsubscribe.unknown': 'Hatukitambui kiungo hiki. Fungua kiungo kilicho kwenye ujumbe wako kama kilivyotumwa.',
  'stockAlert.unsubscribe.noToken': 'Ili kuacha arifa za bidhaa zikirudi, fungua kiungo kilicho mwishoni mwa ujumbe tuliokutumia.',
} as const satisfies Record<keyof typeof english, Message>;
