import type { CategorySlug } from '../catalogue/categories.ts';
import { CAPACITY_UNIT, SPEC_FIELDS, type SpecField } from '../catalogue/spec-fields.ts';
import type { Product } from '../catalogue/types.ts';
import { priceBandsFor } from './price-bands.ts';
import { specLabel } from '../catalogue/spec-label.ts';
import type { Translate } from '../../i18n/index.ts';
import { naturalCompare } from '../natural-order.ts';
import { optionText } from '../catalogue/spec-words.ts';

/**
 * A category's own filters (storefront spec sections 3 and 5): one facet per spec field of the
 * category, plus price bands where the spec has them. Any-of within a facet, except the list
 * fields where a product must have every selected value (accessory functions, floodlight use
 * cases). A product that lacks an optional field (an accessory without a rating, phase or pole)
 * is not excluded by that field's filter.
 */
type FacetMatch = 'any' | 'all';

/** What the browser needs to apply a facet; its options are rendered into the page. */
export interface FacetRule {
  /** URL query parameter and key of FilterRecord.values. */
  key: string;
  match: FacetMatch;
  /** Products with no value for this facet pass it. */
  missingPasses: boolean;
}

interface FacetOption {
  /** The value as stored, in English in every language: the URL's and the filter's. */
  value: string;
  /** What the shopper reads, in the page's language where it is words. */
  label: string;
  /** 'en' where a Kiswahili page shows a product's free-text value in English, no product having translated it. */
  lang?: 'en';
}

export interface Facet extends FacetRule {
  label: string;
  options: readonly FacetOption[];
}

/** Fields shoppers do not filter on: continuous datasheet values with no useful grouping. */
const NOT_FILTERED = new Set(['voc']);

/** List fields where a product must carry every selected value. */
const ALL_OF = new Set(['function', 'useCase']);

export const PRICE_BAND_KEY = 'priceRange';

function unitOf(field: SpecField, category: CategorySlug): string | undefined {
  return field.name === 'capacity' ? CAPACITY_UNIT[category] : field.unit;
}

/** A spec value as the strings a facet compares: lists become several values. */
export function specValues(value: unknown): string[] {
  if (value == null) return [];
  if (Array.isArray(value)) return value.map((item) => String(item));
  return [String(value)];
}

function optionLabel(value: string, unit: string | undefined): string {
  return unit ? `${value} ${unit}` : value;
}

/**
 * A free-text word spec's values in the page's language, from the products that translated them
 * (`localSpecs`): a list's items pair up by place with the English list of the same length.
 */
function translatedValues(field: SpecField, products: readonly Product[]): Map<string, string> {
  const words = new Map<string, string>();
  for (const product of products) {
    const local = specValues(product.localSpecs[field.name]);
    const english = specValues(product.specs[field.name]);
    if (local.length !== english.length) continue;
    english.forEach((value, i) => {
      if (!words.has(value) && local[i]) words.set(value, local[i]);
    });
  }
  return words;
}

function optionsOf(
  field: SpecField,
  values: Set<string>,
  unit: string | undefined,
  products: readonly Product[],
  t: Translate,
): FacetOption[] {
  const translated = field.words === 'product' && t.locale !== 'en' ? translatedValues(field, products) : null;
  const options = [...values].map((value): FacetOption => {
    if (!translated) return { value, label: optionLabel(optionText(field, value, t), unit) };
    const label = translated.get(value);
    return label ? { value, label } : { value, label: value, lang: 'en' };
  });
  return options.sort((a, b) => naturalCompare(a.label, b.label));
}

/** The facets of a category, with the options its products actually have. */
export function facetsFor(category: CategorySlug, products: readonly Product[], t: Translate): Facet[] {
  const inCategory = products.filter((product) => product.category === category);
  const facets: Facet[] = [];
  for (const field of SPEC_FIELDS) {
    if (!field.categories.includes(category) || NOT_FILTERED.has(field.name)) continue;
    const values = new Set(inCategory.flatMap((product) => specValues(product.specs[field.name])));
    if (values.size < 2 && !ALL_OF.has(field.name)) continue;
    if (values.size === 0) continue;
    const unit = unitOf(field, category);
    facets.push({
      key: field.name,
      label: specLabel(field, t),
      match: ALL_OF.has(field.name) ? 'all' : 'any',
      missingPasses: (field.optionalFor ?? []).includes(category),
      options: optionsOf(field, values, unit, inCategory, t),
    });
  }
  const bands = priceBandsFor(category);
  if (bands.length > 0) {
    facets.push({
      key: PRICE_BAND_KEY,
      label: t('listing.priceBand'),
      match: 'any',
      missingPasses: false,
      options: bands.map((band) => ({ value: band.label, label: band.label })),
    });
  }
  return facets;
}

export function facetRules(facets: readonly Facet[]): FacetRule[] {
  return facets.map(({ key, match, missingPasses }) => ({ key, match, missingPasses }));
}
