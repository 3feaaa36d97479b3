import { defineField, defineType } from 'sanity';
import { warrantyDurationRule, type WarrantyValue } from '../../src/lib/content-rules/warranty.ts';

/**
 * A manufacturer's warranty: how long, in months or years, and what it covers in one line. On a
 * product it gives that model's own terms; on a category the default of its products that set none.
 */
export const manufacturerWarranty = defineType({
  name: 'manufacturerWarranty',
  title: 'Manufacturer warranty',
  type: 'object',
  options: { columns: 2 },
  fields: [
    defineField({
      name: 'duration',
      title: 'Length',
      type: 'number',
      description: 'A whole number of months or years, as the maker states it.',
      validation: (rule) =>
        rule
          .integer()
          .positive()
          .custom((_duration, context) => warrantyDurationRule(context.parent as WarrantyValue | undefined)),
    }),
    defineField({
      name: 'unit',
      title: 'Unit',
      type: 'string',
      options: { list: ['years', 'months'], layout: 'radio', direction: 'horizontal' },
      initialValue: 'years',
    }),
    defineField({
      name: 'covers',
      title: 'What it covers',
      type: 'string',
      description: 'One line, no full stop, e.g. "Product defects, and 25 years on power output".',
      validation: (rule) => rule.max(160),
    }),
  ],
  preview: {
    select: { duration: 'duration', unit: 'unit', covers: 'covers' },
    prepare: ({ duration, unit, covers }: { duration?: number; unit?: string; covers?: string }) => ({
      title: duration ? `${duration} ${unit ?? 'years'}` : 'No length set',
      subtitle: covers,
    }),
  },
});

/** In a policy's text: the table of every category's default warranty, drawn from the categories when the page is built. */
export const warrantyTerms = defineType({
  name: 'warrantyTerms',
  title: 'Warranty terms table',
  type: 'object',
  description: "Shows each category's default warranty (length and what it covers) and our workmanship warranty, in the page's language.",
  fields: [defineField({ name: 'shown', title: 'Shown', type: 'boolean', initialValue: true, readOnly: true, hidden: true })],
  preview: { prepare: () => ({ title: "Warranty terms table (from the categories' defaults)" }) },
});
