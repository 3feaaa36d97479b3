/** Strings of WhatsApp click-to-chat: the links' names and the messages they prefill for the shopper to send. */
export const whatsapp = {
  'whatsapp.order': 'Order on WhatsApp',
  'whatsapp.orderDirectText': 'Our team takes orders by phone and on WhatsApp, {hours}.',
  'whatsapp.sendCart': 'Send this order on WhatsApp',
  'whatsapp.opens': '(opens WhatsApp)',
  'whatsapp.label': 'WhatsApp',
  'whatsapp.number': 'WhatsApp {number}',
  'whatsapp.hello': 'Hello {shop}',
  'whatsapp.productText': 'Hello {shop}, I would like to order: {name} ({price}).\n{url}',
  'whatsapp.cartIntro': 'Hello {shop}, I would like to order:',
  'whatsapp.cartLine': '{quantity} x {name}: {price}',
  'whatsapp.cartMore': { one: 'and {count} more item (in my cart)', other: 'and {count} more items (in my cart)' },
  'whatsapp.cartSubtotal': 'Subtotal: {amount}',
} as const;
