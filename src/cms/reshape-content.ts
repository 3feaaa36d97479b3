import { HOME_LIMITS } from '../lib/catalogue/home-limits.ts';
import { policyHash } from './policy-hash.ts';
import type {
  AboutPageDocument,
  ContactPageDocument,
  HomePageDocument,
  PartnerDocument,
  PolicyDocument,
  TestimonialDocument,
} from './content-schemas.ts';
import { toImage } from './reshape.ts';
import type { AboutPage, Catalogue, ContactPage, Partner, Policy, Product, SiteContent, Testimonial } from '../lib/catalogue/types.ts';
import { CmsValidationError } from './validate.ts';
import type { RichText } from './portable-text.ts';
import { renderRichText } from './rich-text.ts';
import { warrantyTableHtml, type WarrantyRow } from './warranty-table.ts';
import { translationsFor } from '../i18n/index.ts';
import { productPath } from '../lib/catalogue/product-path.ts';
import { inStockFirst } from '../lib/filters/listing.ts';
import type { Locale } from '../i18n/locales.ts';
import { inEnglish, localise } from './localise.ts';

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

/** The site's content in `locale`, from the documents as fetched (each with its Kiswahili group). */
export function toSiteContent(fetched: ContentDocuments, catalogue: Catalogue, locale: Locale): SiteContent {
  const docs = localise(fetched, locale);
  const { home } = docs;
  const find = productFinder(catalogue, home._id);
  // Every row of products opens on ones that can be bought: those sold out at build go last (in their order), as on the listings.
  const flashProducts = inStockFirst(
    catalogue.products
      .filter((product) => product.onFlashSale)
      .sort((a, b) => (b.discountPercent ?? 0) - (a.discountPercent ?? 0) || a.name.localeCompare(b.name)),
  ).slice(0, HOME_LIMITS.flashSale);
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
      products: inStockFirst(
        home.mustHaves.products.slice(0, HOME_LIMITS.mustHaves).map((slug, i) => find(slug, `mustHaves.products.${i}`)),
      ),
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
        priceCents: product.priceCents,
        compareAtPriceCents: product.compareAtPriceCents,
        savingsCents: product.compareAtPriceCents === null ? null : product.compareAtPriceCents - product.priceCents,
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
        priceCents: product.priceCents,
        cta: ad.cta,
        product,
      };
    }),
    lightingDeals: {
      title: home.lightingDeals.title,
      description: home.lightingDeals.description,
      endsAt: home.lightingDeals.endsAt,
      link: home.lightingDeals.link,
      products: inStockFirst(
        home.lightingDeals.products.slice(0, HOME_LIMITS.lightingDeals).map((slug, i) => find(slug, `lightingDeals.products.${i}`)),
      ),
    },
    about: toAboutPage(fetched.about, locale),
    contact: toContactPage(fetched.contact, locale),
  };
}

function toTestimonial(doc: TestimonialDocument): Testimonial {
  return { id: doc._id, name: doc.name, location: doc.location, text: doc.text };
}

function toPartner(doc: PartnerDocument): Partner {
  return { id: doc._id, name: doc.name, logo: toImage(doc.logo, `${doc.name} logo`), url: doc.url ?? null };
}

function toAboutPage(doc: AboutPageDocument, locale: Locale): AboutPage {
  const shown = localise(doc, locale);
  return {
    title: shown.title,
    intro: shown.intro,
    foundedYear: shown.foundedYear,
    story: renderRichText(shown.story as RichText),
    mission: shown.mission,
    vision: shown.vision,
    values: shown.values.map(({ _key, title, text }, i) => ({
      id: _key,
      title,
      text,
      inEnglish: inEnglish(doc.values[i]!, ['title', 'text'], locale),
    })),
    seo: shown.seo ?? null,
    inEnglish: inEnglish(doc, ['title', 'intro', 'story', 'mission', 'vision'], locale),
  };
}

function toContactPage(doc: ContactPageDocument, locale: Locale): ContactPage {
  const shown = localise(doc, locale);
  return {
    title: shown.title,
    intro: shown.intro,
    faqs: shown.faqs.map(({ _key, question, answer }, i) => ({
      id: _key,
      question,
      answer,
      inEnglish: inEnglish(doc.faqs[i]!, ['question', 'answer'], locale),
    })),
    seo: shown.seo ?? null,
    inEnglish: inEnglish(doc, ['title', 'intro'], locale),
  };
}

/** Whether a policy's text, in either language, shows the categories' warranty terms table. */
export function showsWarrantyTerms(doc: PolicyDocument): boolean {
  return [...doc.body, ...(doc.sw?.body ?? [])].some((block) => block._type === 'warrantyTerms');
}

/**
 * A policy page in `locale`; `terms` are the figures it shows from other documents, hashed with its
 * content. The hash is of the whole document, English and Kiswahili, so it is the same on both pages.
 * `warranties` are the categories' default terms in `locale`, for a policy that shows their table.
 */
export function toPolicy(doc: PolicyDocument, locale: Locale, terms?: unknown, warranties?: readonly WarrantyRow[]): Policy {
  const shown = localise(doc, locale);
  return {
    id: doc._id,
    type: doc.type,
    title: shown.title,
    summary: shown.summary,
    version: doc.version,
    updatedAt: doc.updatedAt,
    body: renderRichText(
      shown.body as RichText,
      warranties ? { warrantyTerms: warrantyTableHtml(warranties, translationsFor(locale)) } : {},
    ),
    hash: policyHash({ ...doc, terms }),
    seo: shown.seo ?? null,
    inEnglish: inEnglish(doc, ['title', 'summary', 'body'], locale),
  };
}
