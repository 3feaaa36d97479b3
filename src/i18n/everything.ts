import { addMessages } from './index.ts';
import { en } from './en.ts';
import { sw } from './sw.ts';
import { sizing } from './en/sizing.ts';
import { sizingPage } from './en/sizing-page.ts';
import { swSizing } from './sw-sizing.ts';
import { messages as enMessages } from './en/messages.ts';
import { messages as swMessages } from './sw/messages.ts';

/**
 * Every string in both languages, for whoever renders on the server: the build (src/middleware.ts),
 * the API (src/server/locale.ts) and the tests (vitest's setup): the shared tables, the
 * calculator's and the order messages'. The browser never imports this.
 */
addMessages('en', { ...en, ...sizingPage, ...sizing, ...enMessages });
addMessages('sw', { ...sw, ...swSizing, ...swMessages });
