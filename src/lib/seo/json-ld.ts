import { centsToDecimal } from '../money.ts';

/** schema.org JSON-LD for search engines: Product with an Offer in KES, BreadcrumbList, Organization. */

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
  price: number;
  inStock: boolean;
  category: string;
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
      price: centsToDecimal(p.price),
      priceCurrency: 'KES',
      availability: p.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
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
