import { defineField, defineType } from 'sanity';
import { PRODUCT_WORD_SPECS, SPEC_FIELDS } from '../../src/lib/catalogue/spec-fields.ts';
import { imageAssetRule } from '../../src/lib/content-rules/images.ts';
import {
  compareAtPriceRule,
  discountPercentRule,
  flashSaleRule,
  listPriceRule,
  type ProductPrices,
} from '../../src/lib/content-rules/prices.ts';
import { slugFormatRule, uniqueProductSlugRule } from '../../src/lib/content-rules/unique.ts';
import { weightMissingRule, weightRule } from '../../src/lib/content-rules/weights.ts';
import { DEFAULT_TAX_TYPE, TAX_TYPES, type TaxType } from '../../src/lib/tax/tax-types.ts';
import {
  LICENCE_CLASS_TITLES,
  licenceClassRule,
  productBandRule,
  type ProductInstallationFields,
} from '../../src/lib/content-rules/installation.ts';
import { LICENCE_CLASSES } from '../../src/lib/installation/licence.ts';
import { documentsWith, installationBands, siteDiscountPercent } from './other-documents.ts';
import { kiswahili, swImage, swList, swSeo, swString, swText } from './kiswahili.ts';
import { specField, swSpecField } from './product-specs.ts';
import { altField } from './shared.ts';

/** KRA's tax types (eTIMS code class 04) in plain words, as the editor chooses one (src/lib/tax/tax-types.ts has the rates). */
const TAX_TYPE_LABELS: Record<TaxType, string> = {
  A: 'A: Exempt (no VAT; VAT Act First Schedule)',
  B: 'B: Standard-rated, 16 %',
  C: 'C: Zero-rated, 0 % (VAT Act Second Schedule)',
  D: 'D: Non-VAT (outside VAT)',
  E: 'E: Reduced rate, 8 %',
};
const TAX_TYPE_CHOICES = TAX_TYPES.map((value) => ({ title: TAX_TYPE_LABELS[value], value }));

/** The product being edited, as its field rules read it. */
type ProductDraft = ProductPrices | undefined;

export const product = defineType({
  name: 'product',
  title: 'Product',
  type: 'document',
  description: 'Prices are whole shillings, typed in cents of a Kenyan shilling: KSh 12,500 is 1250000 (always ending in 00).',
  fieldsets: [{ name: 'specs', title: 'Specifications for this category', options: { collapsible: false } }],
  fields: [
    defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required().max(120) }),
    defineField({
      name: 'slug',
      title: 'Slug',
      type: 'slug',
      description: 'The product id in URLs, carts and orders; unique among products. Do not change it once sold.',
      // Uniqueness is the rule below, whose message names the other product (Sanity's own says only "already in use").
      options: { source: 'name', maxLength: 96, isUnique: () => true },
      validation: (rule) =>
        rule.required().custom(async (value, context) => {
          const slug = value?.current;
          const format = slugFormatRule(slug);
          if (format !== true || !slug) return format;
          return uniqueProductSlugRule(slug, context.document?._id ?? '', await documentsWith(context, 'product', 'slug.current', slug));
        }),
    }),
    defineField({ name: 'brand', title: 'Brand', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'category',
      title: 'Category',
      type: 'reference',
      to: [{ type: 'category' }],
      description: 'Decides which specification fields appear below.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'price',
      title: 'List price (cents)',
      type: 'number',
      description: 'Before the site-wide discount; shoppers pay this less that discount.',
      validation: (rule) => rule.required().custom<number>(listPriceRule),
    }),
    defineField({
      name: 'compareAtPrice',
      title: 'Compare-at price (cents)',
      type: 'number',
      description: 'A real earlier price, shown struck through. Leave empty unless the product truly sold for it.',
      validation: (rule) =>
        rule.custom<number>((value, context) =>
          compareAtPriceRule({ price: (context.document as ProductDraft)?.price, compareAtPrice: value }),
        ),
    }),
    defineField({
      name: 'discountPercent',
      title: 'Discount shown (%)',
      type: 'number',
      description:
        'The "% off" shoppers see: percent off the compare-at price of the price they pay (after the site-wide discount). Needs a compare-at price; the build checks it matches within 1%.',
      validation: (rule) =>
        rule
          .integer()
          .min(1)
          .max(90)
          .custom<number>(async (value, context) => {
            const prices = { ...(context.document as ProductDraft), discountPercent: value };
            const checksPrices = value != null && prices.compareAtPrice != null;
            return discountPercentRule(prices, checksPrices ? await siteDiscountPercent(context) : null);
          }),
    }),
    defineField({
      name: 'flashSale',
      title: 'In the flash sale',
      type: 'boolean',
      initialValue: false,
      description: 'Shows the product in the home page flash sale and at /shop?flash-sale=true. Needs a compare-at price and a discount.',
      validation: (rule) =>
        rule.custom<boolean>((value, context) => flashSaleRule({ ...(context.document as ProductDraft), flashSale: value })),
    }),
    defineField({
      name: 'onSale',
      title: 'On sale',
      type: 'boolean',
      initialValue: true,
      description:
        'Whether the shop sells this product at all. Untick it to stop selling it (it shows as out of stock). How many are in stock is not set here: it comes from the stock count the team keeps in the admin (Admin → Stock).',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'taxType',
      title: 'VAT: tax type',
      type: 'string',
      description:
        "How much of the price is VAT (prices always include it), in KRA's codes; each order line keeps the type it was sold under, and the tax invoice sent to KRA carries it. The owner's accountant decides, not the editor: solar's VAT has changed by Finance Act more than once (solar equipment exempt, then taxed at 14 % from July 2020, exempt again from July 2021; solar and lithium-ion batteries zero-rated from July 2023, perhaps exempt since the Finance Act 2025), and some exemptions need the energy Cabinet Secretary's recommendation. Delivery is always a service at 16 %. Unset counts as B. The editors' guide (docs/editors.md, VAT) has the history and its sources.",
      options: { list: TAX_TYPE_CHOICES, layout: 'radio' },
      initialValue: DEFAULT_TAX_TYPE,
      validation: (rule) =>
        rule.custom((value) => (value ? true : 'Unset: sold as B, standard-rated 16 %. Ask the accountant which type it is.')).warning(),
    }),
    defineField({
      name: 'weightKg',
      title: 'Shipping weight (kg)',
      type: 'number',
      description:
        'Packed weight in kilograms, from the datasheet plus packaging. Delivery is priced from it; without it the shop quotes delivery by hand.',
      validation: (rule) => [rule.custom<number>(weightRule), rule.custom<number>(weightMissingRule).warning()],
    }),
    defineField({
      name: 'image',
      title: 'Image',
      type: 'image',
      options: { hotspot: true },
      fields: [altField(true)],
      validation: (rule) => rule.custom((image) => imageAssetRule(image)),
    }),
    defineField({ name: 'description', title: 'Description', type: 'text', rows: 5 }),
    defineField({ name: 'tags', title: 'Tags', type: 'array', of: [{ type: 'string' }], options: { layout: 'tags' } }),
    defineField({ name: 'features', title: 'Key features', type: 'array', of: [{ type: 'string' }] }),
    ...SPEC_FIELDS.map(specField),
    defineField({
      name: 'warranty',
      title: 'Manufacturer warranty',
      type: 'manufacturerWarranty',
      description:
        "This model's own terms, from the maker's warranty card. Leave empty to use its category's default; a line left empty shows the category's.",
    }),
    defineField({
      name: 'installation',
      title: 'Installation',
      type: 'object',
      description:
        'Whether the shop installs it, by an EPRA-licensed technician of which class, and at which price band (Installation settings). Almost every kit is beyond T2: assign T3 by default for kits of 1 kWp or more, inverters and lithium batteries; T1 or T2 only for small DC kits.',
      options: { collapsible: true, collapsed: false },
      fields: [
        defineField({
          name: 'installed',
          title: 'The shop installs it',
          type: 'boolean',
          description: 'Ticked: the product page, cart and checkout offer installation with its price.',
          initialValue: false,
        }),
        defineField({
          name: 'licenceClass',
          title: 'Licence class the job needs',
          type: 'string',
          description:
            'The Energy (Solar Photovoltaic Systems) Regulations 2012: T1 a single module or single battery DC system up to 100 Wp; T2 up to 300 Wp, several modules or batteries, may include an inverter; T3 grid-tied and hybrid systems. Only a technician whose licence covers it is assigned.',
          options: { list: LICENCE_CLASSES.map((value) => ({ title: LICENCE_CLASS_TITLES[value], value })), layout: 'radio' },
          hidden: ({ parent }) => !(parent as ProductInstallationFields | undefined)?.installed,
          validation: (rule) =>
            rule.custom<string>((value, context) =>
              licenceClassRule({ ...(context.parent as ProductInstallationFields), licenceClass: value }),
            ),
        }),
        defineField({
          name: 'band',
          title: 'Size band',
          type: 'string',
          description:
            "The key of one of the Installation settings' bands, whose price by zone it is installed at (the demo: small-dc, home up to 5 kW, large above 5 kW).",
          hidden: ({ parent }) => !(parent as ProductInstallationFields | undefined)?.installed,
          validation: (rule) =>
            rule.custom<string>(async (value, context) => {
              const fields = { ...(context.parent as ProductInstallationFields), band: value };
              return fields.installed ? productBandRule(fields, await installationBands(context)) : true;
            }),
        }),
      ],
    }),
    defineField({
      name: 'seo',
      title: 'Search engine listing',
      type: 'seo',
      description: 'Optional; the name and description are used when empty.',
    }),
    // Names, brands, models and numbers are the same in both languages; fixed spec choices (panel type, phase…) are translated once in the shop's code.
    kiswahili([
      swText('description', 'Description', 2000, 5),
      swList('features', 'Key features', 'Filled in, it replaces the English list on /sw pages.'),
      swList('tags', 'Tags', 'Words Kiswahili shoppers search for; filled in, it replaces the English tags.', {
        options: { layout: 'tags' },
      }),
      ...PRODUCT_WORD_SPECS.map(swSpecField),
      swImage,
      defineField({
        name: 'warranty',
        title: 'Manufacturer warranty',
        type: 'object',
        description:
          "Only the line of what it covers is words; the length is the English one. Empty shows the English line, or the category's.",
        fields: [swString('covers', 'What it covers', 160)],
      }),
      swSeo,
    ]),
  ],
  preview: { select: { title: 'name', subtitle: 'brand', media: 'image' } },
});
