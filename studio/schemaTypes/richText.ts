import { defineArrayMember, defineField, defineType } from 'sanity';

/** A table inside rich text: the first row is the header row. */
export const table = defineType({
  name: 'table',
  title: 'Table',
  type: 'object',
  fields: [
    defineField({
      name: 'caption',
      title: 'Caption',
      type: 'string',
      description: 'Says what the table shows; read out by screen readers.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'rows',
      title: 'Rows',
      type: 'array',
      description: 'The first row is the header.',
      validation: (rule) => rule.required().min(2),
      of: [
        defineArrayMember({
          name: 'tableRow',
          title: 'Row',
          type: 'object',
          fields: [
            defineField({
              name: 'cells',
              title: 'Cells',
              type: 'array',
              of: [{ type: 'string' }],
              validation: (rule) => rule.required().min(2),
            }),
          ],
          preview: { select: { cells: 'cells' }, prepare: ({ cells }: { cells?: string[] }) => ({ title: (cells ?? []).join(' | ') }) },
        }),
      ],
    }),
  ],
  preview: { select: { title: 'caption' }, prepare: ({ title }: { title?: string }) => ({ title: `Table: ${title ?? ''}` }) },
});

/** The blocks of rich text: paragraphs, two heading levels, lists, bold, links, tables. */
const richTextMembers = [
  defineArrayMember({
    type: 'block',
    styles: [
      { title: 'Paragraph', value: 'normal' },
      { title: 'Heading', value: 'h2' },
      { title: 'Subheading', value: 'h3' },
    ],
    lists: [
      { title: 'Bullets', value: 'bullet' },
      { title: 'Numbered', value: 'number' },
    ],
    marks: {
      decorators: [
        { title: 'Bold', value: 'strong' },
        { title: 'Italic', value: 'em' },
      ],
      annotations: [
        defineArrayMember({
          name: 'link',
          title: 'Link',
          type: 'object',
          fields: [
            defineField({
              name: 'href',
              title: 'Address',
              type: 'url',
              description: 'A shop path such as /refund-policy, or a full https:// or mailto: address.',
              validation: (rule) => rule.required().uri({ allowRelative: true, scheme: ['https', 'mailto', 'tel'] }),
            }),
          ],
        }),
      ],
    },
  }),
  defineArrayMember({ type: 'table' }),
];

/** Portable Text with the styles the shop renders: paragraphs, two heading levels, lists, bold, links, tables. */
export const richText = defineType({ name: 'richText', title: 'Rich text', type: 'array', of: richTextMembers });

/** A policy's text: rich text, and where the warranty policy wants it, the table of the categories' warranty terms. */
export const policyText = defineType({
  name: 'policyText',
  title: 'Policy text',
  type: 'array',
  of: [...richTextMembers, defineArrayMember({ type: 'warrantyTerms' })],
});
