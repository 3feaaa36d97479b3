import { en, type MessageKey } from './en.ts';

export type { MessageKey };

const messages: Record<MessageKey, string> = en;

/** The string for `key`, with `{name}` placeholders filled from `params`. */
export function t(key: MessageKey, params: Record<string, string | number> = {}): string {
  return messages[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
