import { TAX_TYPES } from '../lib/tax/tax-types.ts';
import { z } from 'zod';
import { CATEGORY_SLUGS, type CategorySlug } from '../lib/catalogue/categories.ts';
import { SPEC_FIELDS, type SpecField } from '../lib/catalogue/spec-fields.ts';
import { imageAltRule, imageAssetRule } from '../lib/content-rules/images.ts';
import { cashLimitRule } from '../lib/content-rules/cash-limit.ts';
import { CASH_ABOVE_LIMIT } from '../lib/checkout/cash-limit.ts';
import { compareAtPriceRule, discountPercentRule, flashSaleRule, listPriceRule } from '../lib/content-rules/prices.ts';
import { specRequiredRule } from '../lib/content-rules/specs.ts';
import { slugFormatRule } from '../lib/content-rules/unique.ts';
import { warrantyDurationRule } from '../lib/content-rules/warranty.ts';
import { weightRule } from '../lib/content-rules/weights.ts';
import { productInstallationField } from './installation-schema.ts';
import { ruleIssue } from './validate.ts';

/** zod schemas of the raw CMS documents, as the queries in queries.ts return them. */

const slug = z.string().superRefine((value, ctx) => ruleIssue(ctx, [], slugFormatRule(value)));

/** An image field: an uploaded asset in Sanity, or a seed file (`image@file://./images/x.png`). */
export const imageField = z
  .object({
    _type: z.literal('image'),
    asset: z.object({ _ref: z.string().min(1) }).optional(),
    _sanityAsset: z
      .string()
      .regex(/^image@file:\/\/\S+$/, 'must be image@file://<path>')
      .optional(),
    alt: z.string().optional(),
  })
  .superRefine((image, ctx) => ruleIssue(ctx, [], imageAssetRule(image)));
export type RawImage = z.infer<typeof imageField>;

/** An image that must say what it shows (a product's, a hero slide's, an offer's, an ad's): alternative text wherever there is a picture. */
export const describedImageField = imageField.superRefine((image, ctx) => ruleIssue(ctx, ['alt'], imageAltRule(image)));

/** Search-engine title and description, within the lengths search engines show. */
export const seoField = z.object({
  title: z.string().trim().min(1).max(60, 'SEO title must be at most 60 characters'),
  description: z.string().trim().min(1).max(160, 'SEO description must be at most 160 characters'),
});

/**
 * Kiswahili beside English: an object's optional `sw` holds some of its fields again, under the
 * same names, in Kiswahili. Each may be missing or empty, which shows the English (localise.ts).
 */
export function kiswahili<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object(shape).nullish();
}

/** A Kiswahili text; missing, null or blank means "show the English". */
export const swText = z.string().trim().nullish();

/**
 * A picture's alternative text in Kiswahili, in its owner's Kiswahili group (`sw.image.alt`, like
 * every other Kiswahili field): read on /sw pages; missing or blank reads the English one.
 */
export const swImageField = z.object({ alt: swText }).nullish();

/** A list of Kiswahili texts (features, tags); missing, null or empty means "show the English list". */
const swList = z.array(z.string().trim()).nullish();

/** The search-engine listing in Kiswahili, field by field. */
export const swSeoField = z.object({
  title: z.string().trim().max(60, 'SEO title must be at most 60 characters').nullish(),
  description: z.string().trim().max(160, 'SEO description must be at most 160 characters').nullish(),
});

/**
 * A manufacturer's warranty as editors set it: a length in months or years (years where no unit is
 * given), and what it covers in one line. The length alone, or neither, may be set (the category's
 * default fills in the rest); a line without a length is refused (warrantyDurationRule).
 */
const warrantyField = z
  .object({
    duration: z.number().int('must be a whole number').positive('must be above 0').nullish(),
    unit: z.enum(['months', 'years']).nullish(),
    covers: z.string().trim().max(160, 'must be one line: at most 160 characters').nullish(),
  })
  .superRefine((w, ctx) => ruleIssue(ctx, ['duration'], warrantyDurationRule(w)));
export type RawWarranty = z.infer<typeof warrantyField>;

export const categoryDocument = z.object({
  _id: z.string(),
  _type: z.literal('category'),
  slug: z.enum(CATEGORY_SLUGS),
  name: z.string().min(1),
  description: z.string().min(1),
  image: imageField.nullish(),
  sortOrder: z.number().int().nullish(),
  seo: seoField.nullish(),
  /** The warranty of its products that set none of their own. */
  warranty: warrantyField.nullish(),
  sw: kiswahili({ name: swText, description: swText, seo: swSeoField.nullish(), warranty: z.object({ covers: swText }).nullish() }),
});
export type CategoryDocument = z.infer<typeof categoryDocument>;

function specValueSchema(field: SpecField): z.ZodType {
  const number = z
    .number()
    .min(field.min ?? 0)
    .max(field.max ?? Number.MAX_SAFE_INTEGER);
  switch (field.kind) {
    case 'number':
      return number;
    case 'string':
      return z.string().trim().min(1);
    case 'numberList':
      return z.array(number).min(1);
    case 'stringList':
      return z.array(z.string().trim().min(1)).min(1);
  }
}

const specShape = Object.fromEntries(SPEC_FIELDS.map((field) => [field.name, specValueSchema(field).nullish()]));

export const productDocument = z
  .object({
    _id: z.string(),
    _type: z.literal('product'),
    slug,
    name: z.string().trim().min(1),
    brand: z.string().trim().min(1),
    category: z.enum(CATEGORY_SLUGS, 'must reference one of the 11 categories'),
    /** List price in cents, before the site-wide discount: whole shillings, above zero. */
    price: z.number().superRefine((value, ctx) => ruleIssue(ctx, [], listPriceRule(value))),
    /** Editor-set "was" price in cents, shown struck through; only where it is real. Whole shillings, above the list price (compareAtPriceRule below). */
    compareAtPrice: z.number().nullish(),
    /** Editor-set percent off the compare-at price, shown to shoppers. */
    discountPercent: z.number().int().min(1).max(90).nullish(),
    /** In the flash sale. */
    flashSale: z.boolean().nullish(),
    /** Whether the shop sells the product at all (issue 44: was `inStock`); how many are in stock is the database's count, not the CMS's. */
    onSale: z.boolean(),
    /** KRA's tax type (A exempt, B 16 %, C zero-rated, D non-VAT, E 8 %): how much of the VAT-inclusive price is VAT. Unset: B (lib/tax/tax-types.ts). */
    taxType: z.enum(TAX_TYPES).nullish(),
    /** Packed shipping weight in kg; delivery is priced from it (a product without one is quoted by the team). */
    weightKg: z
      .number()
      .superRefine((value, ctx) => ruleIssue(ctx, [], weightRule(value)))
      .nullish(),
    image: describedImageField.nullish(),
    description: z.string().nullish(),
    tags: z.array(z.string()).nullish(),
    features: z.array(z.string()).nullish(),
    /** The maker's warranty on this product, where it differs from its category's default. */
    warranty: warrantyField.nullish(),
    seo: seoField.nullish(),
    /** Whether the shop installs it, the EPRA licence class the job needs and its size band (Installation settings). */
    installation: productInstallationField,
    ...specShape,
    /**
     * Kiswahili: the description, features and tags, the specs whose values are free text
     * (spec-fields.ts `words: 'product'`: accessory type, functions, use cases), the image's
     * alternative text and the search listing. A list replaces the English list as a whole; names,
     * brands and numbers stay.
     */
    sw: kiswahili({
      description: swText,
      features: swList,
      tags: swList,
      type: swText,
      function: swList,
      useCase: swList,
      image: swImageField,
      warranty: z.object({ covers: swText }).nullish(),
      seo: swSeoField.nullish(),
    }),
  })
  .superRefine((doc, ctx) => {
    for (const field of SPEC_FIELDS) {
      ruleIssue(ctx, [field.name], specRequiredRule(field, doc.category, (doc as Record<string, unknown>)[field.name]));
    }
    ruleIssue(ctx, ['compareAtPrice'], compareAtPriceRule(doc));
    // Whether the percent matches the prices needs the site-wide discount: toProduct() checks it (reshape.ts).
    ruleIssue(ctx, ['discountPercent'], discountPercentRule(doc, null));
    ruleIssue(ctx, ['flashSale'], flashSaleRule(doc));
  });
export type ProductDocument = z.infer<typeof productDocument> & { category: CategorySlug };

export const siteSettingsDocument = z.object({
  _id: z.literal('siteSettings'),
  _type: z.literal('siteSettings'),
  shopName: z.string().min(1),
  phone: z.string().regex(/^\+254\d{9}$/, 'must be +254 followed by 9 digits'),
  email: z.email(),
  whatsapp: z
    .string()
    .regex(/^\+254\d{9}$/, 'must be +254 followed by 9 digits')
    .nullish(),
  orderAlerts: z
    .object({
      emails: z.array(z.email()).max(5).nullish(),
      phones: z
        .array(z.string().regex(/^\+254[17]\d{8}$/, 'must be a Kenyan mobile number, +2547… or +2541…'))
        .max(5)
        .nullish(),
    })
    .nullish(),
  /** Hours after placing in which a customer may cancel online (the refund policy's change window). */
  orderChangeHours: z.number().int().min(0).max(72).nullish(),
  /** Cash on delivery above `limit` (cents, what the driver would collect) is confirmed by phone first or not offered; empty: no limit. */
  cashOnDelivery: z
    .object({
      limit: z.number().nullish(),
      above: z.enum(CASH_ABOVE_LIMIT, `must be ${CASH_ABOVE_LIMIT.join(' or ')}`).nullish(),
    })
    .nullish()
    .superRefine((field, ctx) => ruleIssue(ctx, [], cashLimitRule(field))),
  address: z.object({
    street: z.string().min(1),
    area: z.string().min(1),
    city: z.string().min(1),
  }),
  hours: z.string().min(1),
  paymentMethods: z.array(z.string().min(1)).min(1),
  /** Site-wide discount in percent applied to every list price (spec: 5). */
  siteDiscountPercent: z.number().min(0).max(90),
  /** Only the opening hours are words to translate; names, numbers and addresses stay as they are. */
  sw: kiswahili({ hours: swText }),
});
export type SiteSettingsDocument = z.infer<typeof siteSettingsDocument>;
