import { defineArrayMember, defineField, defineType } from 'sanity';
import { dateTimeField, imageWithAlt, linkField, productRefs } from './shared.ts';
import { kiswahili, swImage, swString } from './kiswahili.ts';

const text = (name: string, title: string, max: number, description?: string) =>
  defineField({ name, title, type: 'string', ...(description ? { description } : {}), validation: (rule) => rule.required().max(max) });

const productRef = defineField({
  name: 'product',
  title: 'Product',
  type: 'reference',
  to: [{ type: 'product' }],
  description: 'Price, "was" price, discount and link come from this product, so the card and the checkout always agree.',
  validation: (rule) => rule.required(),
});

/** The home page's editable blocks, in page order. A single document (id "homePage"). */
export const homePage = defineType({
  name: 'homePage',
  title: 'Home page',
  type: 'document',
  groups: [
    { name: 'top', title: 'Hero and sales', default: true },
    { name: 'promos', title: 'Offers and ads' },
    { name: 'trust', title: 'Why choose us' },
  ],
  fields: [
    defineField({
      name: 'heroSlides',
      title: 'Hero slides',
      type: 'array',
      group: 'top',
      description: 'The slider at the top; it advances every 5 seconds.',
      validation: (rule) => rule.required().min(1).max(8),
      of: [
        defineArrayMember({
          name: 'heroSlide',
          title: 'Slide',
          type: 'object',
          fields: [
            text('title', 'Title', 80),
            text('subtitle', 'Subtitle', 160),
            linkField(),
            text('cta', 'Button text', 30),
            imageWithAlt('image', 'Background image', 'A wide image, at least 1200 × 480.', { altRequired: true }),
            kiswahili([swString('title', 'Title', 80), swString('subtitle', 'Subtitle', 160), swString('cta', 'Button text', 30), swImage]),
          ],
          preview: { select: { title: 'title', subtitle: 'link', media: 'image' } },
        }),
      ],
    }),
    defineField({
      name: 'flashSale',
      title: 'Flash sale',
      type: 'object',
      group: 'top',
      description: 'Products join the flash sale with the "In the flash sale" switch on the product.',
      validation: (rule) => rule.required(),
      fields: [
        text('title', 'Title', 60),
        text('subtitle', 'Subtitle', 160),
        dateTimeField('endsAt', 'Ends at', 'The countdown runs to this moment; after it the sale shows as expired.'),
        kiswahili([swString('title', 'Title', 60), swString('subtitle', 'Subtitle', 160)]),
      ],
    }),
    defineField({
      name: 'mustHaves',
      title: "This Month's Must-Haves",
      type: 'object',
      group: 'top',
      validation: (rule) => rule.required(),
      fields: [
        text('title', 'Title', 60),
        text('subtitle', 'Subtitle', 160),
        productRefs('products', 'Products', 'In the order shown.'),
        kiswahili([swString('title', 'Title', 60), swString('subtitle', 'Subtitle', 160)]),
      ],
    }),
    defineField({
      name: 'specialOffers',
      title: 'Special offers',
      type: 'array',
      group: 'promos',
      description: 'The promo cards. Each sells a real product (a package or bundle) with its own page.',
      validation: (rule) => rule.required().min(1).max(4),
      of: [
        defineArrayMember({
          name: 'specialOffer',
          title: 'Special offer',
          type: 'object',
          fields: [
            text('title', 'Title', 60),
            text('description', 'Description', 200),
            text('badge', 'Badge', 20, 'A short label on the card, such as "25% off" or "Bundle".'),
            defineField({
              name: 'highlight',
              title: 'Included extra',
              type: 'string',
              description: 'Something the offer includes, such as "Free installation". Optional.',
              validation: (rule) => rule.max(40),
            }),
            text('cta', 'Button text', 30),
            productRef,
            imageWithAlt('image', 'Image', 'Optional; the product image is used when empty.', { altRequired: true }),
            kiswahili([
              swString('title', 'Title', 60),
              swString('description', 'Description', 200),
              swString('badge', 'Badge', 20),
              swString('highlight', 'Included extra', 40),
              swString('cta', 'Button text', 30),
              swImage,
            ]),
          ],
          preview: { select: { title: 'title', subtitle: 'badge', media: 'image' } },
        }),
      ],
    }),
    defineField({
      name: 'whyChooseUs',
      title: 'Why choose us',
      type: 'array',
      group: 'trust',
      validation: (rule) => rule.required().min(1).max(6),
      of: [
        defineArrayMember({
          name: 'feature',
          title: 'Reason',
          type: 'object',
          fields: [
            text('title', 'Title', 60),
            text('text', 'Text', 240),
            defineField({
              name: 'icon',
              title: 'Icon',
              type: 'string',
              options: { list: ['quality', 'installation', 'support', 'delivery', 'warranty', 'payment'] },
              validation: (rule) => rule.required(),
            }),
            kiswahili([swString('title', 'Title', 60), swString('text', 'Text', 240)]),
          ],
        }),
      ],
    }),
    defineField({
      name: 'featuredAds',
      title: 'Featured product ads',
      type: 'array',
      group: 'promos',
      description: 'The ads carousel; advances every 4 seconds.',
      validation: (rule) => rule.required().min(1),
      of: [
        defineArrayMember({
          name: 'featuredAd',
          title: 'Ad',
          type: 'object',
          fields: [
            text('title', 'Title', 60),
            text('description', 'Description', 200),
            text('cta', 'Button text', 30),
            productRef,
            imageWithAlt('image', 'Image', 'Optional; the product image is used when empty.', { altRequired: true }),
            kiswahili([
              swString('title', 'Title', 60),
              swString('description', 'Description', 200),
              swString('cta', 'Button text', 30),
              swImage,
            ]),
          ],
          preview: { select: { title: 'title', media: 'image' } },
        }),
      ],
    }),
    defineField({
      name: 'lightingDeals',
      title: 'Lighting deals',
      type: 'object',
      group: 'promos',
      validation: (rule) => rule.required(),
      fields: [
        text('title', 'Title', 60),
        text('description', 'Description', 200),
        dateTimeField('endsAt', 'Ends at', 'The countdown runs to this moment.'),
        linkField(),
        productRefs('products', 'Products', 'The lights shown in the block.'),
        kiswahili([swString('title', 'Title', 60), swString('description', 'Description', 200)]),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: 'Home page' }) },
});
