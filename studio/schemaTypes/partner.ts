import { defineField, defineType } from 'sanity';
import { imageWithAlt, sortOrderField } from './shared.ts';

export const partner = defineType({
  name: 'partner',
  title: 'Partner',
  type: 'document',
  description: 'A brand we are an authorised dealer for, shown in the partner logo carousel.',
  fields: [
    defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required().max(60) }),
    imageWithAlt('logo', 'Logo', 'A wide logo on a white or transparent background.'),
    defineField({ name: 'url', title: 'Website', type: 'url', validation: (rule) => rule.uri({ scheme: ['https', 'http'] }) }),
    sortOrderField,
  ],
  preview: { select: { title: 'name', media: 'logo' } },
});
