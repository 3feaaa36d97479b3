import { messages } from './en/messages.ts';
import { fill } from './fill.ts';

/**
 * The order e-mails' and SMS' strings (`messages.*`), by key, like `t`. Only the server renders
 * them, so they stay out of the shared table every island loads.
 */
export type OrderMessageKey = keyof typeof messages;

export function tMessage(key: OrderMessageKey, params: Record<string, string | number> = {}): string {
  return fill(messages[key], params);
}
