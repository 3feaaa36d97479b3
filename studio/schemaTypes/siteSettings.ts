import { defineField, defineType } from 'sanity';
import { kiswahili } from './kiswahili.ts';
import { changeWindowRule } from './policy-figures.ts';
import { cashLimitInfo, cashLimitRule, type CashLimitField } from '../../src/lib/content-rules/cash-limit.ts';
import { wholeShillingsRule } from '../../src/lib/content-rules/prices.ts';

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
      name: 'whatsapp',
      title: 'WhatsApp number',
      type: 'string',
      description:
        'The number shoppers order and ask on through WhatsApp, in international form, e.g. +254712345678. Leave empty to show no WhatsApp links.',
      validation: (rule) => rule.regex(/^\+254\d{9}$/, { name: 'Kenyan phone number' }),
    }),
    defineField({
      name: 'orderAlerts',
      title: 'New-order alerts',
      type: 'object',
      description:
        'Who on the team hears of each new order, by e-mail and SMS. Published with the catalogue like the contact details: use shop addresses and numbers, not personal ones.',
      fields: [
        defineField({
          name: 'emails',
          title: 'E-mail addresses',
          type: 'array',
          of: [{ type: 'email' }],
          validation: (rule) => rule.max(5),
        }),
        defineField({
          name: 'phones',
          title: 'Phone numbers (SMS)',
          type: 'array',
          of: [{ type: 'string', validation: (rule) => rule.regex(/^\+254[17]\d{8}$/, { name: 'Kenyan mobile number' }) }],
          validation: (rule) => rule.max(5),
        }),
      ],
    }),
    defineField({
      name: 'orderChangeHours',
      title: 'Hours to cancel online',
      type: 'number',
      description:
        'How long after placing an order its customer may cancel it on /orders or /track (before dispatch). The terms and the refund policy show it where they write {orderChangeHours} ("within 2 hours", "ndani ya saa 2"), so a change here changes them too. Empty: customers cancel by calling; the team can always cancel on the admin order page.',
      validation: (rule) => rule.integer().min(0).max(72).custom<number>(changeWindowRule),
    }),
    defineField({
      name: 'cashOnDelivery',
      title: 'Cash on delivery limit',
      type: 'object',
      description:
        'What a driver may carry back in cash. Above the limit (the goods, plus the delivery fee when the driver collects it), cash on delivery is offered only after the team confirms the order by phone, or not offered at all: the checkout says so beside Cash on delivery before the shopper chooses, and the server holds to it. Leave both empty for no limit.',
      validation: (rule) => [rule.custom<CashLimitField>(cashLimitRule), rule.custom<CashLimitField>(cashLimitInfo).info()],
      fields: [
        defineField({
          name: 'limit',
          title: 'Limit',
          type: 'number',
          description: 'In whole shillings, typed in cents: KSh 50,000 is 5000000.',
          validation: (rule) => rule.integer().min(0).custom<number>(wholeShillingsRule),
        }),
        defineField({
          name: 'above',
          title: 'Above the limit',
          type: 'string',
          options: {
            list: [
              { title: 'Offered after the team confirms the order by phone', value: 'call-first' },
              { title: 'Not offered: the shopper pays online', value: 'not-offered' },
            ],
            layout: 'radio',
          },
        }),
      ],
    }),
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
      description:
        'Taken off every list price; the price is rounded to the nearest whole shilling, half a shilling up (KSh 997.50 becomes KSh 998). Checkout charges the same.',
      initialValue: 5,
      validation: (rule) => rule.required().min(0).max(90),
    }),
    kiswahili([
      defineField({
        name: 'hours',
        title: 'Opening hours',
        type: 'string',
        description: 'The same hours in 24-hour figures, e.g. "Jumatatu hadi Ijumaa, 08:00 hadi 18:00" (not Swahili time such as "saa 2").',
      }),
    ]),
  ],
});
