import { z } from 'zod';
import { POLICY_SLUGS } from '../lib/policies.ts';
import { describedImageField, imageField, kiswahili, seoField, swImageField, swSeoField, swText } from './schemas.ts';

/** zod schemas of the site-content documents (home, about, contact, testimonials, partners, policies). */

const text = z.string().trim().min(1);
const key = z.string().min(1);
/** A path inside the shop (/shop/batteries, /product/x) or a full https address. */
const link = z.string().regex(/^(\/[\w\-/?=&.]*|https:\/\/\S+)$/, 'must be a shop path such as /shop/batteries');
/** An ISO date-time with its offset, e.g. 2026-12-31T18:00:00+03:00. */
const dateTime = z.iso.datetime({ offset: true });
/** A product reference as the queries return it: the referenced product's slug. */
const productSlug = z.string().min(1, 'must reference a product');

const span = z.object({ _type: z.literal('span'), _key: key.optional(), text: z.string(), marks: z.array(z.string()).optional() });
/** A link in rich text: a shop path, https, mailto: or tel:. */
const href = z
  .string()
  .regex(/^(\/[\w\-/?=&.#]*|https:\/\/\S+|mailto:\S+@\S+|tel:\+?\d+)$/, 'must be a shop path, https, mailto: or tel: link');
const linkDef = z.object({ _type: z.literal('link'), _key: key, href });
const block = z.object({
  _type: z.literal('block'),
  _key: key.optional(),
  style: z.enum(['normal', 'h2', 'h3']),
  listItem: z.enum(['bullet', 'number']).optional(),
  level: z.number().int().min(1).max(3).optional(),
  children: z.array(span).min(1),
  markDefs: z.array(linkDef).optional(),
});
const table = z.object({
  _type: z.literal('table'),
  _key: key.optional(),
  caption: text,
  rows: z.array(z.object({ _key: key.optional(), cells: z.array(z.string()).min(2) })).min(2),
});
/** Portable Text limited to the block types the shop renders; it may be empty (no blocks). */
const richTextBlocks = z.array(z.discriminatedUnion('_type', [block, table]));
/** Portable Text with at least one block. */
const richText = richTextBlocks.min(1);
/** Where a policy shows the table of the categories' warranty terms, drawn from the category documents. */
const warrantyTerms = z.object({ _type: z.literal('warrantyTerms'), _key: key.optional() });
/** A policy's text: rich text that may also show the warranty terms table. */
const policyBlocks = z.array(z.discriminatedUnion('_type', [block, table, warrantyTerms]));

export const homePageDocument = z.object({
  _id: z.literal('homePage'),
  _type: z.literal('homePage'),
  heroSlides: z
    .array(
      z.object({
        _key: key,
        title: text,
        subtitle: text,
        link,
        cta: text,
        image: describedImageField.nullish(),
        sw: kiswahili({ title: swText, subtitle: swText, cta: swText, image: swImageField }),
      }),
    )
    .min(1),
  flashSale: z.object({ title: text, subtitle: text, endsAt: dateTime, sw: kiswahili({ title: swText, subtitle: swText }) }),
  mustHaves: z.object({
    title: text,
    subtitle: text,
    products: z.array(productSlug).min(1),
    sw: kiswahili({ title: swText, subtitle: swText }),
  }),
  specialOffers: z
    .array(
      z.object({
        _key: key,
        title: text,
        description: text,
        badge: text,
        highlight: z.string().trim().min(1).nullish(),
        cta: text,
        product: productSlug,
        image: describedImageField.nullish(),
        sw: kiswahili({ title: swText, description: swText, badge: swText, highlight: swText, cta: swText, image: swImageField }),
      }),
    )
    .min(1),
  whyChooseUs: z
    .array(
      z.object({
        _key: key,
        title: text,
        text,
        icon: z.enum(['quality', 'installation', 'support', 'delivery', 'warranty', 'payment']),
        sw: kiswahili({ title: swText, text: swText }),
      }),
    )
    .min(1),
  featuredAds: z
    .array(
      z.object({
        _key: key,
        title: text,
        description: text,
        cta: text,
        product: productSlug,
        image: describedImageField.nullish(),
        sw: kiswahili({ title: swText, description: swText, cta: swText, image: swImageField }),
      }),
    )
    .min(1),
  lightingDeals: z.object({
    title: text,
    description: text,
    endsAt: dateTime,
    link,
    products: z.array(productSlug).min(1),
    sw: kiswahili({ title: swText, description: swText }),
  }),
});
export type HomePageDocument = z.infer<typeof homePageDocument>;

export const testimonialDocument = z.object({
  _id: z.string(),
  _type: z.literal('testimonial'),
  name: text,
  location: text,
  text: text.max(600),
  sortOrder: z.number().int().nullish(),
});
export type TestimonialDocument = z.infer<typeof testimonialDocument>;

export const partnerDocument = z.object({
  _id: z.string(),
  _type: z.literal('partner'),
  name: text,
  logo: imageField.nullish(),
  url: z.url().nullish(),
  sortOrder: z.number().int().nullish(),
});
export type PartnerDocument = z.infer<typeof partnerDocument>;

export const aboutPageDocument = z.object({
  _id: z.literal('aboutPage'),
  _type: z.literal('aboutPage'),
  title: text,
  intro: text,
  foundedYear: z.number().int().min(1990).max(2100),
  story: richText,
  mission: text,
  vision: text,
  values: z.array(z.object({ _key: key, title: text, text, sw: kiswahili({ title: swText, text: swText }) })).min(1),
  seo: seoField.nullish(),
  /** An empty `story` (no blocks) shows the English story. */
  sw: kiswahili({
    title: swText,
    intro: swText,
    story: richTextBlocks.nullish(),
    mission: swText,
    vision: swText,
    seo: swSeoField.nullish(),
  }),
});
export type AboutPageDocument = z.infer<typeof aboutPageDocument>;

export const contactPageDocument = z.object({
  _id: z.literal('contactPage'),
  _type: z.literal('contactPage'),
  title: text,
  intro: text,
  faqs: z.array(z.object({ _key: key, question: text, answer: text, sw: kiswahili({ question: swText, answer: swText }) })).min(1),
  seo: seoField.nullish(),
  sw: kiswahili({ title: swText, intro: swText, seo: swSeoField.nullish() }),
});
export type ContactPageDocument = z.infer<typeof contactPageDocument>;

export const policyDocument = z.object({
  _id: z.string(),
  _type: z.literal('policy'),
  type: z.enum(POLICY_SLUGS),
  title: text,
  summary: text.max(300),
  version: z.string().regex(/^\d+\.\d+(\.\d+)?$/, 'must be a version such as 1.2'),
  updatedAt: z.iso.date(),
  body: policyBlocks.min(1),
  seo: seoField.nullish(),
  /** An empty `body` (no blocks) shows the English text. */
  sw: kiswahili({
    title: swText,
    summary: z.string().trim().max(300).nullish(),
    body: policyBlocks.nullish(),
    seo: swSeoField.nullish(),
  }),
});
export type PolicyDocument = z.infer<typeof policyDocument>;
