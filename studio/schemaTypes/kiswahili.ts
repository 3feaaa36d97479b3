import { defineField, type FieldDefinition } from 'sanity';

/**
 * Kiswahili beside English, one pattern everywhere: an optional "Kiswahili" group (`sw`), folded
 * away, holding the translatable fields under their English names. The Kiswahili pages (/sw/…)
 * show each field filled in here, and the English one where it is left empty.
 */
export function kiswahili(fields: FieldDefinition[]) {
  return defineField({
    name: 'sw',
    title: 'Kiswahili',
    type: 'object',
    description:
      'Optional. The Kiswahili pages (/sw/…) show each field you fill in here; where a field is empty they show the English one.',
    options: { collapsible: true, collapsed: true },
    fields,
  });
}

/** A one-line Kiswahili text, at most `max` characters like its English field, never required. */
export function swString(name: string, title: string, max: number) {
  return defineField({ name, title, type: 'string', validation: (rule) => rule.max(max) });
}

/** A Kiswahili paragraph, at most `max` characters like its English field, never required. */
export function swText(name: string, title: string, max: number, rows = 3) {
  return defineField({ name, title, type: 'text', rows, validation: (rule) => rule.max(max) });
}

/**
 * A picture's alternative text in Kiswahili (`sw.image.alt`), read aloud and shown in its place
 * on /sw pages; empty reads the English one. For every picture that must say what it shows.
 */
export const swImage = defineField({
  name: 'image',
  title: 'Image',
  type: 'object',
  description: 'What the picture shows, in Kiswahili, for shoppers who cannot see it. Empty reads the English alternative text.',
  fields: [swString('alt', 'Alternative text', 200)],
});

/** A Kiswahili list (features, tags): filled in, it replaces the English list as a whole; empty, the English one shows. */
export function swList(name: string, title: string, description: string, extra: Partial<FieldDefinition> = {}) {
  return defineField({
    name,
    title,
    type: 'array',
    of: [{ type: 'string' }],
    description,
    validation: (rule) => rule.unique(),
    ...extra,
  } as FieldDefinition);
}

/** The search-engine title and description in Kiswahili; each falls back to the English one. */
export const swSeo = defineField({
  name: 'seo',
  title: 'Search engine listing',
  type: 'object',
  description: 'Used only where the English listing is set.',
  fields: [
    defineField({
      name: 'title',
      title: 'SEO title',
      type: 'string',
      description: 'At most 60 characters.',
      validation: (rule) => rule.max(60),
    }),
    defineField({
      name: 'description',
      title: 'SEO description',
      type: 'text',
      rows: 3,
      description: 'At most 160 characters.',
      validation: (rule) => rule.max(160),
    }),
  ],
});
