import { defineArrayMember, defineField, defineType } from 'sanity';
import { kiswahili, swSeo, swString, swText } from './kiswahili.ts';

/** The about page (a single document, id "aboutPage"). */
export const aboutPage = defineType({
  name: 'aboutPage',
  title: 'About page',
  type: 'document',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({ name: 'intro', title: 'Introduction', type: 'text', rows: 2, validation: (rule) => rule.required().max(300) }),
    defineField({
      name: 'foundedYear',
      title: 'Founded in',
      type: 'number',
      validation: (rule) => rule.required().integer().min(1990).max(2100),
    }),
    defineField({ name: 'story', title: 'Our story', type: 'richText', validation: (rule) => rule.required().min(1) }),
    defineField({ name: 'mission', title: 'Mission', type: 'text', rows: 3, validation: (rule) => rule.required().max(400) }),
    defineField({ name: 'vision', title: 'Vision', type: 'text', rows: 3, validation: (rule) => rule.required().max(400) }),
    defineField({
      name: 'values',
      title: 'Values',
      type: 'array',
      validation: (rule) => rule.required().min(1).max(6),
      of: [
        defineArrayMember({
          name: 'value',
          title: 'Value',
          type: 'object',
          fields: [
            defineField({ name: 'title', title: 'Value', type: 'string', validation: (rule) => rule.required().max(40) }),
            defineField({ name: 'text', title: 'What it means', type: 'text', rows: 2, validation: (rule) => rule.required().max(240) }),
            kiswahili([swString('title', 'Value', 40), swText('text', 'What it means', 240, 2)]),
          ],
        }),
      ],
    }),
    defineField({ name: 'seo', title: 'Search engine listing', type: 'seo' }),
    kiswahili([
      swString('title', 'Title', 80),
      swText('intro', 'Introduction', 300, 2),
      defineField({ name: 'story', title: 'Our story', type: 'richText', description: 'Leave empty to show the English story.' }),
      swText('mission', 'Mission', 400),
      swText('vision', 'Vision', 400),
      swSeo,
    ]),
  ],
  preview: { prepare: () => ({ title: 'About page' }) },
});
