import { defineArrayMember, defineField, defineType } from 'sanity';
import { KENYA_COUNTIES } from '../../src/lib/delivery/counties.ts';
import {
  countyCodesRule,
  countyInOneZoneRule,
  everyCountyZonedRule,
  sizeLimitsRule,
  zoneDaysRule,
  zoneNameRule,
  zoneRateRule,
  zonesOnceEachRule,
  type ZoneCounties,
} from '../../src/lib/content-rules/delivery-zones.ts';
import { wholeShillingsRule } from '../../src/lib/content-rules/prices.ts';
import { kiswahili } from './kiswahili.ts';

/** Money fields hold cents, as product prices do: KSh 1,500 is 150000; whole shillings, so they end in 00. */
const cents = (name: string, title: string, description: string, required = false) =>
  defineField({
    name,
    title,
    type: 'number',
    description: `${description} In whole shillings, typed in cents: KSh 1,500 is 150000.`,
    validation: (rule) => (required ? rule.required() : rule).min(0).integer().custom<number>(wholeShillingsRule),
  });

/** A zone's rate for one size class: needed unless the zone is priced by quote. */
const rate = (name: string, title: string, description: string) =>
  defineField({
    ...cents(name, title, description),
    validation: (rule) =>
      rule
        .min(0)
        .integer()
        .custom<number>(wholeShillingsRule)
        .custom<number>((value, context) => zoneRateRule(value, (context.parent as { quoteOnly?: boolean } | undefined)?.quoteOnly)),
  });

export const deliverySettings = defineType({
  name: 'deliverySettings',
  title: 'Delivery',
  type: 'document',
  description: 'Delivery zones, rates and surcharges. Checkout, the product page and the shipping policy page all read this one document.',
  fields: [
    defineField({
      name: 'collect',
      title: 'Delivery fee',
      type: 'string',
      description: 'Charged online with the goods, or collected by the driver on delivery (the checkout says which).',
      options: {
        list: [
          { title: 'Collected on delivery', value: 'on-delivery' },
          { title: 'Charged online with the goods', value: 'online' },
        ],
        layout: 'radio',
      },
      initialValue: 'on-delivery',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'smallBelowKg',
      title: 'Small: under (kg)',
      type: 'number',
      initialValue: 10,
      validation: (rule) => rule.required().positive(),
    }),
    defineField({
      name: 'largeAboveKg',
      title: 'Large: over (kg)',
      type: 'number',
      initialValue: 50,
      validation: (rule) =>
        rule
          .required()
          .positive()
          .custom<number>((value, context) =>
            sizeLimitsRule((context.document as { smallBelowKg?: number } | undefined)?.smallBelowKg, value),
          ),
    }),
    cents('nationwideFreeAbove', 'Free delivery nationwide above', 'Goods above this value travel free in every zone with a rate.', true),
    defineField({
      name: 'expressPercent',
      title: 'Express surcharge (%)',
      type: 'number',
      initialValue: 50,
      validation: (rule) => rule.required().min(0).integer(),
    }),
    cents('weekendFee', 'Weekend delivery fee', 'Added when the shopper asks for a Saturday or Sunday delivery.', true),
    cents('insuredAbove', 'Insured above', 'Goods above this value travel insured at no charge.', true),
    defineField({
      name: 'zones',
      title: 'Zones',
      type: 'array',
      description: 'Zones 1 to 4, each once; every one of the 47 counties in exactly one of them.',
      validation: (rule) =>
        rule
          .required()
          .custom<ZoneCounties[]>(zonesOnceEachRule)
          .custom<ZoneCounties[]>(countyInOneZoneRule)
          .custom<ZoneCounties[]>(everyCountyZonedRule),
      of: [
        defineArrayMember({
          type: 'object',
          name: 'deliveryZone',
          preview: {
            select: { zone: 'zone', name: 'name', counties: 'counties' },
            prepare: ({ zone, name, counties }) => ({
              title: name ? `Zone ${zone}: ${name}` : `Zone ${zone}`,
              subtitle: `${(counties ?? []).length} counties`,
            }),
          },
          fields: [
            defineField({
              name: 'zone',
              title: 'Zone',
              type: 'number',
              options: { list: [1, 2, 3, 4] },
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'name',
              title: 'Name',
              type: 'string',
              description:
                'What shoppers read wherever this zone is shown: the Shipping tab, the shipping policy, the cart, checkout, order pages and messages. E.g. "Nairobi and environs". At most 40 characters.',
              validation: (rule) => rule.required().custom<string>((value) => zoneNameRule(value)),
            }),
            kiswahili([
              defineField({
                name: 'name',
                title: 'Name',
                type: 'string',
                description: 'E.g. "Nairobi na viunga vyake". Left empty, the Kiswahili pages show the English name.',
                validation: (rule) => rule.custom<string>((value) => zoneNameRule(value, false)),
              }),
            ]),
            defineField({
              name: 'quoteOnly',
              title: 'Priced by quote',
              type: 'boolean',
              description: 'Our team quotes delivery to these counties; no rate is shown.',
              initialValue: false,
              validation: (rule) => rule.required(),
            }),
            rate('small', 'Small order rate', 'Fee for an order under the small weight.'),
            rate('medium', 'Medium order rate', 'Fee for an order from the small to the large weight.'),
            rate('large', 'Large order rate', 'Fee for an order over the large weight.'),
            cents('freeAbove', 'Free above', 'Goods above this value travel free in this zone (leave empty for none).'),
            defineField({
              name: 'daysMin',
              title: 'Business days, from',
              type: 'number',
              validation: (rule) => rule.required().min(0).integer(),
            }),
            defineField({
              name: 'daysMax',
              title: 'Business days, to',
              type: 'number',
              validation: (rule) =>
                rule
                  .required()
                  .min(0)
                  .integer()
                  .custom<number>((value, context) => zoneDaysRule((context.parent as { daysMin?: number } | undefined)?.daysMin, value)),
            }),
            defineField({
              name: 'counties',
              title: 'Counties',
              type: 'array',
              of: [{ type: 'string' }],
              validation: (rule) => rule.required().custom<string[]>(countyCodesRule),
              options: { list: KENYA_COUNTIES.map((county) => ({ title: county.name, value: county.code })) },
            }),
          ],
        }),
      ],
    }),
  ],
});
