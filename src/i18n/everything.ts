import { addMessages } from './index.ts';
import { en } from './en.ts';
import { sw } from './sw.ts';

/**
 * Every string in both languages, for whoever renders on the server: the build (src/middleware.ts),
 * the API (src/server/locale.ts) and the tests (vitest's setup). The browser never imports this.
 */
addMessages('en', en);
addMessages('sw', sw);
