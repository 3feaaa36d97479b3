import { defineField, defineType } from 'sanity';

export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  description: 'Shop-wide details shown in the header and footer, and the site-wide discount.',
  fields: [
    defineField({ name: 'shopName', title: 'Shop name', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'phone',
      title: 'Phone',
      type: 'string',
      description: 'In international form, e.g. +254712345678.',
      validation: (rule) => rule.required().regex(/^\+254\d{9}$/, { name: 'Kenyan phone number' }),
    }),
    defineField({ name: 'email', title: 'E-mail', type: 'email', validation: (rule) => rule.required() }),
    defineField({
      name: 'address',
      title: 'Address',
      type: 'object',
      validation: (rule) => rule.required(),
      fields: [
        defineField({ name: 'street', title: 'Street and building', type: 'string', validation: (rule) => rule.required() }),
        defineField({ name: 'area', title: 'Area', type: 'string', validation: (rule) => rule.required() }),
        defineField({ name: 'city', title: 'City', type: 'string', validation: (rule) => rule.required() }),
      ],
    }),
    defineField({ name: 'hours', title: 'Opening hours', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'paymentMethods',
      title: 'Payment methods shown to shoppers',
      type: 'array',
      of: [{ type: 'string' }],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'siteDiscountPercent',
      title: 'Site-wide discount (%)',
      type: 'number',
      description: 'Taken off every list price, rounded to the cent. Checkout charges the same.',
      initialValue: 5,
      validation: (rule) => rule.required().min(0).max(90),
    }),
  ],
});
