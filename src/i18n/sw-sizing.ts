import { sizing, sizingRules } from './sw/sizing.ts';
import { sizingPage } from './sw/sizing-page.ts';

/** The calculator's Kiswahili strings in one piece: a Kiswahili calculator page fetches it (./sizing-page.ts). */
export const swSizing = { table: { ...sizingPage, ...sizing }, rules: sizingRules } as const;
