import { defineField, type FieldDefinition } from 'sanity';
import { CATEGORY_SLUGS, categoryDocumentId, type CategorySlug } from '../../src/lib/catalogue/categories.ts';
import { CAPACITY_UNIT, type SpecField } from '../../src/lib/catalogue/spec-fields.ts';
import { specRequiredRule } from '../../src/lib/content-rules/specs.ts';
import { swList, swString } from './kiswahili.ts';

/**
 * A product's specification fields, one per SPEC_FIELDS entry (src/lib/catalogue/spec-fields.ts): each
 * shown only for the categories that have it, and required where its category needs it (specRequiredRule,
 * which the build applies too).
 */

type WithCategory = { category?: { _ref?: string } } | undefined;

/** The category slug a product document references, from the deterministic category id. */
function categoryOf(document: WithCategory): CategorySlug | undefined {
  const ref = document?.category?._ref?.replace(/^drafts\./, '');
  return CATEGORY_SLUGS.find((slug) => categoryDocumentId(slug) === ref);
}

function unitText(field: SpecField): string {
  if (field.name === 'capacity') {
    return ` Units: ${Object.entries(CAPACITY_UNIT)
      .map(([cat, unit]) => `${unit} for ${cat}`)
      .join(', ')}.`;
  }
  return field.unit ? ` Unit: ${field.unit}.` : '';
}

export function specField(field: SpecField): FieldDefinition {
  const common = {
    name: field.name,
    title: field.title,
    description: field.description + unitText(field),
    fieldset: 'specs',
    hidden: ({ document }: { document?: unknown }) => {
      const category = categoryOf(document as WithCategory);
      return !category || !field.categories.includes(category);
    },
  };
  const required = (value: unknown, context: { document?: unknown }) =>
    specRequiredRule(field, categoryOf(context.document as WithCategory), value);
  const list = field.options ? { list: [...field.options] } : undefined;
  switch (field.kind) {
    case 'number':
      return defineField({
        ...common,
        type: 'number',
        validation: (rule) =>
          rule
            .custom(required)
            .min(field.min ?? 0)
            .max(field.max ?? Number.MAX_SAFE_INTEGER),
      });
    case 'string':
      return defineField({ ...common, type: 'string', ...(list ? { options: list } : {}), validation: (rule) => rule.custom(required) });
    case 'numberList':
      return defineField({ ...common, type: 'array', of: [{ type: 'number' }], validation: (rule) => rule.custom(required).unique() });
    case 'stringList':
      return defineField({
        ...common,
        type: 'array',
        of: [{ type: 'string' }],
        options: { layout: 'tags' },
        validation: (rule) => rule.custom(required).unique(),
      });
  }
}

/** A free-text spec in Kiswahili, shown only for the categories that have the field, like its English one. */
export function swSpecField(field: SpecField): FieldDefinition {
  const hidden = ({ document }: { document?: unknown }) => {
    const category = categoryOf(document as WithCategory);
    return !category || !field.categories.includes(category);
  };
  const description = `${field.title} in Kiswahili. The filters and the spec table on /sw pages show it in place of the English value.`;
  return field.kind === 'stringList'
    ? swList(field.name, field.title, `${description} The same values in the same order as the English list.`, { hidden })
    : { ...swString(field.name, field.title, 120), description, hidden };
}
