import { sizing } from './sw/sizing.ts';
import { sizingPage } from './sw/sizing-page.ts';

/** The calculator's Kiswahili strings in one table: a Kiswahili calculator page fetches it (./sizing-page.ts). */
export const swSizing = { ...sizingPage, ...sizing } as const;
