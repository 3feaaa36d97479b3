import type { ProductSeedSw } from './products-sw.ts';

/** Kiswahili for the demo's power products, by slug (see products-sw.ts for the rules of writing it). */
export const productsSwPower: Record<string, ProductSeedSw> = {};

/** The makers' warranty lines of these products in Kiswahili, by their English line. */
export const warrantyCoversSwPower: Record<string, string> = {};
