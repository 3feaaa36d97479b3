import { HOME_LIMITS } from '../catalogue/home-limits.ts';
import { policyHash } from '../catalogue/policy-hash.ts';
import type {
  AboutPageDocument,
  ContactPageDocument,
  HomePageDocument,
  PartnerDocument,
  PolicyDocument,
  TestimonialDocument,
} from './content-schemas.ts';
import { toImage } from './reshape.ts';
import type {
  AboutPage,
  Catalogue,
  ContactPage,
  Partner,
  Policy,
  Product,
  SiteContent,
  Testimonial,
} from '../catalogue/types.ts';
import { CmsValidationError } from './validate.ts';
import type { RichText } from './portable-text.ts';
import { renderRichText } from './rich-text.ts';
import { productPath } from '../catalogue/product-path.ts';
import type { Locale } from '../../i18n/locales.ts';
import { hasContent, localise } from './localise.ts';

/** From validated site-content documents to the shop's own types. */

/** Looks up referenced products by slug; a reference to a missing product fails the build. */
function productFinder(catalogue: Catalogue, documentId: string) {
  const bySlug = new Map(catalogue.products.map((product) => [product.id, product]));
  return (slug: string, field: string): Product => {
    const product = bySlug.get(slug);
    if (!product) throw new CmsValidationError(documentId, field, `references product "${slug}", which is not in the catalogue`);
    return product;
  };
}


export interface ContentDocuments {
  home: HomePageDocument;
  testimonials: TestimonialDocument[];
  partners: PartnerDocument[];
  about: AboutPageDocument;
  contact: ContactPageDocument;
}

export function toSiteContent(docs: ContentDocuments, catalogue: Catalogue): SiteContent {
  const { home } = docs;
  const find = productFinder(catalogue, home._id);
  const flashProducts = catalogue.products
    .filter((product) => product.onFlashSale)
    .sort((a, b) => (b.discountPercent ?? 0) - (a.discountPercent ?? 0) || a.name.localeCompare(b.name))
    .slice(0, HOME_LIMITS.flashSale);
  return {
    heroSlides: home.heroSlides.map((slide) => ({
      id: slide._key,
      title: slide.title,
      subtitle: slide.subtitle,
      link: slide.link,
      cta: slide.cta,
      image: toImage(slide.image, slide.title),
    })),
    flashSale: { ...home.flashSale, products: flashProducts },
    mustHaves: {
      title: home.mustHaves.title,
      subtitle: home.mustHaves.subtitle,
      products: home.mustHaves.products.slice(0, HOME_LIMITS.mustHaves).map((slug, i) => find(slug, `mustHaves.products.${i}`)),
    },
    specialOffers: home.specialOffers.map((offer, i) => {
      const product = find(offer.product, `specialOffers.${i}.product`);
      return {
        id: offer._key,
        title: offer.title,
        description: offer.description,
        badge: offer.badge,
        highlight: offer.highlight ?? null,
        cta: offer.cta,
        link: productPath(product),
        image: toImage(offer.image, offer.title) ?? product.image,
        product,
        price: product.price,
        compareAtPrice: product.compareAtPrice,
        savings: product.compareAtPrice === null ? null : product.compareAtPrice - product.price,
        discountPercent: product.discountPercent,
      };
    }),
    whyChooseUs: home.whyChooseUs.map(({ _key, ...feature }) => ({ id: _key, ...feature })),
    testimonials: docs.testimonials.map(toTestimonial),
    partners: docs.partners.map(toPartner),
    featuredAds: home.featuredAds.map((ad, i) => {
      const product = find(ad.product, `featuredAds.${i}.product`);
      return {
        id: ad._key,
        title: ad.title,
        description: ad.description,
        image: toImage(ad.image, ad.title) ?? product.image,
        link: productPath(product),
        price: product.price,
        cta: ad.cta,
        product,
      };
    }),
    lightingDeals: {
      title: home.lightingDeals.title,
      description: home.lightingDeals.description,
      endsAt: home.lightingDeals.endsAt,
      link: home.lightingDeals.link,
      products: home.lightingDeals.products.slice(0, HOME_LIMITS.lightingDeals).map((slug, i) => find(slug, `lightingDeals.products.${i}`)),
    },
    about: toAboutPage(docs.about),
    contact: toContactPage(docs.contact),
  };
}

function toTestimonial(doc: TestimonialDocument): Testimonial {
  return { id: doc._id, name: doc.name, location: doc.location, text: doc.text };
}

function toPartner(doc: PartnerDocument): Partner {
  return { id: doc._id, name: doc.name, logo: toImage(doc.logo, `${doc.name} logo`), url: doc.url ?? null };
}

function toAboutPage(doc: AboutPageDocument): AboutPage {
  return {
    title: doc.title,
    intro: doc.intro,
    foundedYear: doc.foundedYear,
    story: renderRichText(doc.story as RichText),
    mission: doc.mission,
    vision: doc.vision,
    values: doc.values.map(({ _key, ...value }) => ({ id: _key, ...value })),
    seo: doc.seo ?? null,
  };
}

function toContactPage(doc: ContactPageDocument): ContactPage {
  return {
    title: doc.title,
    intro: doc.intro,
    faqs: doc.faqs.map(({ _key, ...faq }) => ({ id: _key, ...faq })),
    seo: doc.seo ?? null,
  };
}

/**
 * A policy page in `locale`; `terms` are the figures it shows from other documents, hashed with its
 * content. The hash is of the whole document, English and Kiswahili, so it is the same on both pages.
 */
export function toPolicy(doc: PolicyDocument, locale: Locale, terms?: unknown): Policy {
  const shown = localise(doc, locale);
  return {
    id: doc._id,
    type: doc.type,
    title: shown.title,
    summary: shown.summary,
    version: doc.version,
    updatedAt: doc.updatedAt,
    body: renderRichText(shown.body as RichText),
    bodyLocale: locale === 'sw' && hasContent(doc.sw?.body) ? 'sw' : 'en',
    hash: policyHash({ ...doc, terms }),
    seo: shown.seo ?? null,
  };
}
