import type { ProductSeedSw } from './products-sw.ts';

/** Kiswahili for the demo's more products, by slug (see products-sw.ts for the rules of writing it). */
export const productsSwMore: Record<string, ProductSeedSw> = {};

/** The makers' warranty lines of these products in Kiswahili, by their English line. */
export const warrantyCoversSwMore: Record<string, string> = {};
