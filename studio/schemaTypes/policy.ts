import { defineField, defineType } from 'sanity';
import { POLICY_SLUGS } from '../../src/lib/policies.ts';
import { uniquePolicyTypeRule } from '../../src/lib/content-rules/unique.ts';
import { kiswahili, swSeo } from './kiswahili.ts';
import { documentsWith } from './other-documents.ts';
import { withFigures } from './policy-figures.ts';

/** How an editor writes the change window, shown beside each field that may hold it. */
const FIGURES =
  'Write {orderChangeHours} where the text states how long after ordering a customer may change or cancel: each page shows Site settings → Hours to cancel online there, in its own words ("2 hours", "saa 2").';

/**
 * A policy page. Checkout records the hash of each policy's content that the customer accepted
 * (the Kiswahili title, summary and text are part of it), so raise the version whenever the meaning changes.
 */
export const policy = defineType({
  name: 'policy',
  title: 'Policy',
  type: 'document',
  description: 'One document per policy page. Its id is "policy-" plus its type.',
  fields: [
    defineField({
      name: 'type',
      title: 'Page',
      type: 'string',
      description: 'Which policy page this is; also its URL.',
      options: { list: [...POLICY_SLUGS] },
      validation: (rule) =>
        rule
          .required()
          .custom<string>(async (value, context) =>
            value ? uniquePolicyTypeRule(value, context.document?._id ?? '', await documentsWith(context, 'policy', 'type', value)) : true,
          ),
    }),
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => withFigures(rule, rule.required().max(80)) }),
    defineField({
      name: 'summary',
      title: 'Summary',
      type: 'text',
      rows: 2,
      description: `One or two sentences shown at the top and at checkout. ${FIGURES}`,
      validation: (rule) => withFigures(rule, rule.required().max(300)),
    }),
    defineField({
      name: 'version',
      title: 'Version',
      type: 'string',
      description: 'Raise it (1.0 → 1.1, or 2.0 for big changes) whenever the meaning changes.',
      validation: (rule) => rule.required().regex(/^\d+\.\d+(\.\d+)?$/, { name: 'version such as 1.2' }),
    }),
    defineField({
      name: 'updatedAt',
      title: 'Last updated',
      type: 'date',
      description: 'Shown as "Last updated" on the page.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'body',
      title: 'Text',
      type: 'policyText',
      description: `Insert the warranty terms table where a page lists the categories' warranty periods: it is drawn from the categories. ${FIGURES}`,
      validation: (rule) => withFigures(rule, rule.required().min(1)),
    }),
    defineField({ name: 'seo', title: 'Search engine listing', type: 'seo' }),
    kiswahili([
      defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => withFigures(rule, rule.max(80)) }),
      defineField({ name: 'summary', title: 'Summary', type: 'text', rows: 2, validation: (rule) => withFigures(rule, rule.max(300)) }),
      defineField({
        name: 'body',
        title: 'Text',
        type: 'policyText',
        description: `Leave empty to show the English text. ${FIGURES}`,
        validation: (rule) => withFigures(rule),
      }),
      swSeo,
    ]),
  ],
  preview: {
    select: { title: 'title', subtitle: 'version' },
    prepare: ({ title, subtitle }: { title?: string; subtitle?: string }) => ({ title, subtitle: subtitle ? `Version ${subtitle}` : '' }),
  },
});
