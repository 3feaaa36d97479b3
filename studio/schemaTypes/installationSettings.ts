import { defineArrayMember, defineField, defineType } from 'sanity';
import {
  bandKeyRule,
  bandKeysOnceRule,
  bandsInUseRule,
  closedDayRule,
  installationNumberRule,
  installationRange,
  zonePriceRule,
  type InstallationNumber,
} from '../../src/lib/content-rules/installation.ts';
import { kiswahili } from './kiswahili.ts';
import { installedProducts } from './other-documents.ts';

/** A whole number within the range of the settings' schema (src/lib/installation/settings.ts), with the range in its description. */
const ranged = (field: InstallationNumber, title: string, description: string, initialValue: number) => {
  const { min, max } = installationRange(field);
  return defineField({
    name: field,
    title,
    type: 'number',
    description: `${description} From ${min} to ${max}.`,
    initialValue,
    validation: (rule) => rule.required().custom<number>((value) => installationNumberRule(field, value)),
  });
};

/** A band's price in one delivery zone, in cents as every amount in the CMS; empty: not installed there. */
const zonePrice = (zone: 1 | 2 | 3 | 4, where: string) =>
  defineField({
    name: `zone${zone}`,
    title: `Zone ${zone} (${where})`,
    type: 'number',
    description: `Empty: the shop does not install this band in zone ${zone} (by survey only). In whole shillings, typed in cents: KSh 15,000 is 1500000.`,
    validation: (rule) => rule.custom<number>(zonePriceRule),
  });

type Band = { key?: string };

export const installationSettings = defineType({
  name: 'installationSettings',
  title: 'Installation',
  type: 'document',
  description:
    'Installation by EPRA-licensed technicians: the price of a job by system size and delivery zone, what it includes, and the calendar it is booked on. Each product says in its Installation fields whether the shop installs it, the licence class and the band. Checkout and the server apply these figures.',
  fields: [
    defineField({
      name: 'offered',
      title: 'Offer installation',
      type: 'boolean',
      description: 'Off: no product offers installation (jobs already booked keep their terms).',
      initialValue: true,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'bands',
      title: 'Size bands',
      type: 'array',
      description:
        'From the smallest system to the largest. A product names its band by key; an order with several installed products is priced at its largest band. A band products use cannot be taken out.',
      validation: (rule) =>
        rule.required().custom<Band[]>(async (bands, context) => {
          if (!bands?.length) return 'Add at least one band';
          const keys = bands.map((band) => band.key);
          const once = bandKeysOnceRule(keys);
          return once !== true ? once : bandsInUseRule(keys, await installedProducts(context));
        }),
      of: [
        defineArrayMember({
          type: 'object',
          name: 'installationBand',
          title: 'Band',
          fields: [
            defineField({
              name: 'key',
              title: 'Key',
              type: 'string',
              description:
                'What products name: lower-case letters, digits and hyphens (small-dc, home, large). Do not change it once used.',
              validation: (rule) => rule.required().custom<string>(bandKeyRule),
            }),
            defineField({
              name: 'name',
              title: 'Name',
              type: 'string',
              description: 'What the shopper reads beside the price, e.g. "Home system up to 5 kW".',
              validation: (rule) => rule.required().max(80),
            }),
            zonePrice(1, 'Nairobi and metro'),
            zonePrice(2, 'major towns'),
            zonePrice(3, 'rest of Kenya'),
            zonePrice(4, 'remote'),
            kiswahili([defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.max(80) })]),
          ],
          preview: { select: { title: 'name', subtitle: 'key' } },
        }),
      ],
    }),
    defineField({
      name: 'includes',
      title: 'What a job includes',
      type: 'array',
      of: [{ type: 'string' }],
      description: 'One point a line, shown with the price at checkout and on the completion certificate.',
      validation: (rule) => rule.required().min(1),
    }),
    ranged(
      'leadDays',
      'Lead time (working days)',
      'Working days after the longest delivery time to the zone before the first day a job may be booked.',
      1,
    ),
    ranged('windowDays', 'Booking window (days)', 'How many days ahead a job may be booked.', 42),
    ranged(
      'rescheduleHours',
      'Reschedule up to (hours)',
      'Up to how many hours before the day the customer may move it online; later, by calling.',
      48,
    ),
    ranged(
      'workmanshipMonths',
      'Workmanship warranty (months)',
      "The shop's warranty on the installation work, from the day the job is completed (the spec: 2 years).",
      24,
    ),
    defineField({
      name: 'closedDays',
      title: 'Closed days',
      type: 'array',
      description:
        'Days no one installs, beyond Sundays and the public holidays of the Public Holidays Act (which the shop knows). Add Idd-ul-Fitr each year (it follows the moon: provisional, gazetted yearly) and any holiday the Cabinet Secretary declares.',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'closedDay',
          title: 'Closed day',
          fields: [
            defineField({ name: 'date', title: 'Date', type: 'date', validation: (rule) => rule.required().custom<string>(closedDayRule) }),
            defineField({ name: 'note', title: 'Why', type: 'string', description: 'For the team, e.g. "Idd-ul-Fitr (provisional)".' }),
          ],
          preview: { select: { title: 'date', subtitle: 'note' } },
        }),
      ],
    }),
    kiswahili([
      defineField({
        name: 'includes',
        title: 'What a job includes',
        type: 'array',
        of: [{ type: 'string' }],
        description: 'The same points in Kiswahili. Left empty, the Kiswahili pages show the English list.',
      }),
    ]),
  ],
});
