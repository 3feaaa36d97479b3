import { readFileSync } from 'node:fs';
import { messages as en } from '../../src/i18n/en/messages.ts';
import { messages as sw } from '../../src/i18n/sw/messages.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { fill } from '../../src/i18n/fill.ts';

/** The demo shop's name (the seed's site settings): the account e-mails are signed with it. */
export const SHOP_NAME = (JSON.parse(readFileSync('studio/seed/settings.ndjson', 'utf8').split('\n')[0]!) as { shopName: string }).shopName;

/**
 * The subject of the shop's account e-mail (the Send Email Hook's, which `npm start` sets on the
 * Auth stand-in): 'signup' or 'recovery', in `locale`, with the shop's name.
 */
export function accountMailSubject(action: 'signup' | 'recovery', locale: Locale): string {
  const table = locale === 'sw' ? sw : en;
  return fill(table[`messages.auth.${action}.subject`], { shop: SHOP_NAME });
}

/** A line of the shop's account e-mail, as the shopper reads it. */
export function accountMailLine(key: 'messages.auth.signup.body' | 'messages.auth.recovery.body', locale: Locale): string {
  return fill((locale === 'sw' ? sw : en)[key], { shop: SHOP_NAME });
}
