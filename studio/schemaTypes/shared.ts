import { defineField } from 'sanity';
import { imageAssetRule } from '../../src/lib/content-rules/images.ts';

/** Field builders shared by several document types. */

export function imageWithAlt(name: string, title: string, description?: string) {
  return defineField({
    name,
    title,
    type: 'image',
    ...(description ? { description } : {}),
    options: { hotspot: true },
    validation: (rule) => rule.custom((image) => imageAssetRule(image)),
    fields: [
      defineField({
        name: 'alt',
        title: 'Alternative text',
        type: 'string',
        description: 'What the image shows, for screen readers. Leave empty for a purely decorative image.',
      }),
    ],
  });
}

/** A shop path (/shop/batteries) or a full https address. */
export function linkField(name = 'link', title = 'Link') {
  return defineField({
    name,
    title,
    type: 'string',
    description: 'A shop path such as /shop/batteries or /product/special-offer-1.',
    validation: (rule) => rule.required().regex(/^(\/[\w\-/?=&.]*|https:\/\/\S+)$/, { name: 'shop path' }),
  });
}

export function productRefs(name: string, title: string, description: string) {
  return defineField({
    name,
    title,
    type: 'array',
    description,
    of: [{ type: 'reference', to: [{ type: 'product' }] }],
    validation: (rule) => rule.required().min(1).unique(),
  });
}

export function dateTimeField(name: string, title: string, description: string) {
  return defineField({ name, title, type: 'datetime', description, validation: (rule) => rule.required() });
}

export const sortOrderField = defineField({
  name: 'sortOrder',
  title: 'Position',
  type: 'number',
  description: 'Lower numbers come first.',
  validation: (rule) => rule.integer().min(0),
});
