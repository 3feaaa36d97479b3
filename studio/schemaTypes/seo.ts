import { defineField, defineType } from 'sanity';

/** Search-engine title and description, kept within what search results show. */
export const seo = defineType({
  name: 'seo',
  title: 'Search engine listing',
  type: 'object',
  description: 'What Google shows for this page. Leave empty to use the name and description.',
  fields: [
    defineField({
      name: 'title',
      title: 'SEO title',
      type: 'string',
      description: 'At most 60 characters.',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'description',
      title: 'SEO description',
      type: 'text',
      rows: 3,
      description: 'At most 160 characters.',
      validation: (rule) => rule.required().max(160),
    }),
  ],
});
