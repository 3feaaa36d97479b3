import { defineArrayMember, defineField, defineType } from 'sanity';
import { kiswahili, swSeo, swString, swText } from './kiswahili.ts';

/** The contact page (a single document, id "contactPage"); address, phone and hours come from Site settings. */
export const contactPage = defineType({
  name: 'contactPage',
  title: 'Contact page',
  type: 'document',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({ name: 'intro', title: 'Introduction', type: 'text', rows: 2, validation: (rule) => rule.required().max(300) }),
    defineField({
      name: 'faqs',
      title: 'Frequently asked questions',
      type: 'array',
      validation: (rule) => rule.required().min(1),
      of: [
        defineArrayMember({
          name: 'faq',
          title: 'Question',
          type: 'object',
          fields: [
            defineField({ name: 'question', title: 'Question', type: 'string', validation: (rule) => rule.required().max(120) }),
            defineField({ name: 'answer', title: 'Answer', type: 'text', rows: 3, validation: (rule) => rule.required().max(600) }),
            kiswahili([swString('question', 'Question', 120), swText('answer', 'Answer', 600)]),
          ],
          preview: { select: { title: 'question' } },
        }),
      ],
    }),
    defineField({ name: 'seo', title: 'Search engine listing', type: 'seo' }),
    kiswahili([swString('title', 'Title', 80), swText('intro', 'Introduction', 300, 2), swSeo]),
  ],
  preview: { prepare: () => ({ title: 'Contact page' }) },
});
