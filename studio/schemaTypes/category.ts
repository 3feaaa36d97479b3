import { defineField, defineType } from 'sanity';
import { CATEGORY_SLUGS } from '../../src/lib/catalogue/categories.ts';
import { imageAssetRule } from '../../src/lib/content-rules/images.ts';
import { uniqueCategorySlugRule } from '../../src/lib/content-rules/unique.ts';
import { kiswahili, swSeo, swString, swText } from './kiswahili.ts';
import { documentsWith } from './other-documents.ts';

export const category = defineType({
  name: 'category',
  title: 'Category',
  type: 'document',
  description: 'One of the eleven product families. Its document id is "category-" plus its slug.',
  fields: [
    defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required().max(60) }),
    defineField({
      name: 'slug',
      title: 'Slug',
      type: 'slug',
      description: 'The URL part, /shop/<slug>. Fixed: the shop knows these eleven.',
      // Uniqueness is the rule below, whose message names the other category.
      options: { source: 'name', isUnique: () => true },
      validation: (rule) =>
        rule.required().custom(async (value, context) => {
          const slug = value?.current;
          if (!slug || !(CATEGORY_SLUGS as readonly string[]).includes(slug)) return `Must be one of: ${CATEGORY_SLUGS.join(', ')}`;
          return uniqueCategorySlugRule(slug, context.document?._id ?? '', await documentsWith(context, 'category', 'slug.current', slug));
        }),
    }),
    defineField({ name: 'description', title: 'Description', type: 'text', rows: 3, validation: (rule) => rule.required().max(300) }),
    defineField({
      name: 'image',
      title: 'Image',
      type: 'image',
      options: { hotspot: true },
      fields: [defineField({ name: 'alt', title: 'Alternative text', type: 'string' })],
      validation: (rule) => rule.custom((image) => imageAssetRule(image)),
    }),
    defineField({ name: 'sortOrder', title: 'Menu position', type: 'number', validation: (rule) => rule.integer().min(0) }),
    defineField({
      name: 'warranty',
      title: 'Default manufacturer warranty',
      type: 'manufacturerWarranty',
      description:
        "For its products that set no warranty of their own: the warranty policy's figure for this family, the lowest the makers give. The warranty policy's table shows it too.",
    }),
    defineField({ name: 'seo', title: 'Search engine listing', type: 'seo' }),
    kiswahili([
      swString('name', 'Name', 60),
      swText('description', 'Description', 300),
      swSeo,
      defineField({
        name: 'warranty',
        title: 'Default manufacturer warranty',
        type: 'object',
        description: 'Only the line of what it covers is words; the length is the English one.',
        fields: [swString('covers', 'What it covers', 160)],
      }),
    ]),
  ],
  preview: { select: { title: 'name', subtitle: 'slug.current', media: 'image' } },
});
