import { en, type MessageKey } from './en.ts';
import { fill } from './fill.ts';

export type { MessageKey };

const messages: Record<MessageKey, string> = en;

/** The string for `key`, with `{name}` placeholders filled from `params`. */
export function t(key: MessageKey, params: Record<string, string | number> = {}): string {
  return fill(messages[key], params);
}
