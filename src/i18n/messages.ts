import { messages as en } from './en/messages.ts';
import { messages as sw } from './sw/messages.ts';
import { activeLocale } from './active.ts';
import { fill } from './fill.ts';

/**
 * The order e-mails' and SMS' strings (`messages.*`), by key, like `t`, in the active locale: the
 * server writes a customer's messages in the language they ordered in (src/server/locale.ts
 * inLocale). Only the server renders them, so they stay out of the shared table every island loads.
 */
export type OrderMessageKey = keyof typeof en;

const tables = { en, sw } as const;

export function tMessage(key: OrderMessageKey, params: Record<string, string | number> = {}): string {
  return fill(tables[activeLocale()][key], params);
}
