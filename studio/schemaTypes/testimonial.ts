import { defineField, defineType } from 'sanity';
import { sortOrderField } from './shared.ts';

export const testimonial = defineType({
  name: 'testimonial',
  title: 'Testimonial',
  type: 'document',
  description: "A real customer's words, published with their permission.",
  fields: [
    defineField({ name: 'name', title: 'Customer name', type: 'string', validation: (rule) => rule.required().max(60) }),
    defineField({ name: 'location', title: 'Town or county', type: 'string', validation: (rule) => rule.required().max(60) }),
    defineField({ name: 'text', title: 'What they said', type: 'text', rows: 4, validation: (rule) => rule.required().max(600) }),
    sortOrderField,
  ],
  preview: { select: { title: 'name', subtitle: 'location' } },
});
