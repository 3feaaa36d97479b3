import { defineField } from 'sanity';
import { imageAltRule, imageAssetRule, type ImageValue } from '../../src/lib/content-rules/images.ts';

/** Field builders shared by several document types. */

/** An image's alternative text; `required`: wherever there is a picture (imageAltRule, which the build applies too). */
export function altField(required: boolean) {
  return defineField({
    name: 'alt',
    title: 'Alternative text',
    type: 'string',
    description: required
      ? 'What the picture shows, for shoppers who use a screen reader. Required with a picture.'
      : 'What the image shows, for screen readers. Leave empty for a purely decorative image.',
    validation: (rule) => rule.custom((_alt, context) => (required ? imageAltRule(context.parent as ImageValue | undefined) : true)),
  });
}

/** An image field; `altRequired` for the pictures that must say what they show (a product's, a hero slide's, an offer's, an ad's). */
export function imageWithAlt(name: string, title: string, description?: string, { altRequired = false } = {}) {
  return defineField({
    name,
    title,
    type: 'image',
    ...(description ? { description } : {}),
    options: { hotspot: true },
    validation: (rule) => rule.custom((image) => imageAssetRule(image)),
    fields: [altField(altRequired)],
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
