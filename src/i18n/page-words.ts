import { fill } from './fill.ts';
import type { MessageKey, MessageValues } from './index.ts';
import { pageLocale } from './page-locale.ts';
import { countOf, formOf } from './pick-form.ts';
import type { Message } from './plural.ts';

/** A page script's `t`: the words its page wrote for it, filled and picked as the server's `t` does. */
export type PageTranslate = (key: MessageKey, values?: MessageValues) => string;

/**
 * The browser's one way to a page script's words: the page writes the keys its scripts need,
 * already in its language and with their plural forms, into `<script type="application/json"
 * data-page-words>` (src/components/PageWords.astro); this reads them all and answers a `t` that
 * fills `{max}`, `{count}`… and picks a form with the same code as the server (./fill.ts,
 * ./plural.ts). No table ships in the script; a key the page did not write reads as itself.
 */
export function pageWords(): PageTranslate {
  const table: Record<string, Message> = {};
  for (const script of document.querySelectorAll('script[data-page-words]'))
    Object.assign(table, JSON.parse(script.textContent || '{}') as Record<string, Message>);
  const locale = pageLocale();
  return (key, values = {}) => {
    const message = table[key];
    return message === undefined ? key : fill(formOf(message, locale, countOf(message, values)), values);
  };
}
