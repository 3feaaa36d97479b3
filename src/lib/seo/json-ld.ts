import { centsToDecimal } from '../money.ts';
import { warrantyDuration, type WarrantyTerms } from '../warranty/terms.ts';

/** schema.org JSON-LD for search engines: Product with an Offer in KES, BreadcrumbList, ItemList, Organization. */

export type JsonLd = Record<string, unknown>;

export interface ProductLdInput {
  name: string;
  brand: string;
  description: string | null;
  /** SKU: the product's id. */
  id: string;
  /** Absolute canonical URL of the product page. */
  url: string;
  /** Absolute image URL, or null. */
  image: string | null;
  /** Selling price in cents. */
  priceCents: number;
  inStock: boolean;
  category: string;
  /** The manufacturer's warranty the offer carries; `covers` in the page's language. */
  warranty: WarrantyTerms;
  /** The page's language tag ('sw-KE'), named on the page the product is the main entity of; its description is in it where translated. */
  inLanguage?: string;
}

/**
 * schema.org's WarrantyPromise: its duration a QuantitativeValue in years (UN/CEFACT ANN) or months
 * (MON); what it covers, where a line says, as the description of its WarrantyScope (an enumeration
 * whose listed values are GoodRelations' labour/parts kinds, which a line of text does not name).
 */
function warrantyPromiseJsonLd(warranty: WarrantyTerms): JsonLd {
  const { value, unit } = warrantyDuration(warranty.months);
  return {
    '@type': 'WarrantyPromise',
    durationOfWarranty: { '@type': 'QuantitativeValue', value, unitCode: unit === 'years' ? 'ANN' : 'MON' },
    ...(warranty.covers ? { warrantyScope: { '@type': 'WarrantyScope', description: warranty.covers } } : {}),
  };
}

export function productJsonLd(p: ProductLdInput): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    sku: p.id,
    url: p.url,
    category: p.category,
    brand: { '@type': 'Brand', name: p.brand },
    ...(p.description ? { description: p.description } : {}),
    ...(p.image ? { image: [p.image] } : {}),
    offers: {
      '@type': 'Offer',
      url: p.url,
      price: centsToDecimal(p.priceCents),
      priceCurrency: 'KES',
      availability: p.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      warranty: warrantyPromiseJsonLd(p.warranty),
    },
    // schema.org gives Product no inLanguage: the language is its page's (a CreativeWork), which the product is the main entity of.
    ...(p.inLanguage ? { mainEntityOfPage: { '@type': 'WebPage', '@id': p.url, inLanguage: p.inLanguage } } : {}),
  };
}

export interface Crumb {
  name: string;
  /** Absolute URL. */
  url: string;
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
  };
}

export interface ItemListLdInput {
  /** The listing's name: the category's, or the whole shop's. */
  name: string;
  /** How many products the listing holds over all its pages: schema.org's numberOfItems counts the entire list. */
  total: number;
  /** The position of the first product shown, from 1 (page 2 of a listing of 24 a page starts at 25). */
  firstPosition: number;
  /** The products shown, in order; url absolute. */
  items: readonly { name: string; url: string }[];
}

/** A listing page's products (a summary page: each item links to its own page). */
export function itemListJsonLd(list: ItemListLdInput): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: list.name,
    numberOfItems: list.total,
    itemListElement: list.items.map((item, index) => ({
      '@type': 'ListItem',
      position: list.firstPosition + index,
      url: item.url,
      name: item.name,
    })),
  };
}

export interface OrganizationLdInput {
  name: string;
  /** Absolute URL of the home page. */
  url: string;
  logo: string;
  phone: string;
  email: string;
  address: { street: string; area: string; city: string };
}

export function organizationJsonLd(o: OrganizationLdInput): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: o.name,
    url: o.url,
    logo: o.logo,
    email: o.email,
    telephone: o.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: o.address.street,
      addressLocality: `${o.address.area}, ${o.address.city}`,
      addressCountry: 'KE',
    },
    contactPoint: { '@type': 'ContactPoint', telephone: o.phone, email: o.email, contactType: 'customer service', areaServed: 'KE' },
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close the element. */
export function serializeJsonLd(data: JsonLd | readonly JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
