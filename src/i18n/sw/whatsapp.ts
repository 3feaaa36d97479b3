import type { Message } from '../index.ts';
import type { whatsapp as english } from '../en/whatsapp.ts';

/** Kiswahili for en/whatsapp.ts: WhatsApp click-to-chat links and the messages they prefill for the shopper. */
export const whatsapp = {
  'whatsapp.order': 'Agiza kwa WhatsApp',
  'whatsapp.orderDirectText': 'Timu yetu hupokea maagizo kwa simu na kwenye WhatsApp: {hours}.',
  'whatsapp.sendCart': 'Tuma agizo hili kwa WhatsApp',
  'whatsapp.opens': '(inafungua WhatsApp)',
  'whatsapp.label': 'WhatsApp',
  'whatsapp.number': 'WhatsApp {number}',
  'whatsapp.hello': 'Habari {shop}',
  'whatsapp.productText': 'Habari {shop}, ningependa kuagiza: {name} ({price}).\n{url}',
  'whatsapp.cartIntro': 'Habari {shop}, ningependa kuagiza:',
  'whatsapp.cartLine': '{quantity} x {name}: {price}',
  'whatsapp.cartMore': { one: 'na bidhaa {count} zaidi (kwenye kikapu changu)', other: 'na bidhaa {count} zaidi (kwenye kikapu changu)' },
  'whatsapp.cartSubtotal': 'Jumla ndogo: {amount}',
} as const satisfies Record<keyof typeof english, Message>;
