import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  aboutPageDocument,
  contactPageDocument,
  homePageDocument,
  partnerDocument,
  policyDocument,
  testimonialDocument,
} from '../../src/cms/content-schemas.ts';
import { categoryDocument, productDocument, seoField, siteSettingsDocument } from '../../src/cms/schemas.ts';
import { SPEC_FIELDS } from '../../src/lib/catalogue/spec-fields.ts';
import { deliveryDocument } from '../../src/cms/delivery-schema.ts';
import { laybyDocument } from '../../src/cms/layby-schema.ts';
import { installationDocument } from '../../src/cms/installation-schema.ts';

/** Sanity's define* helpers return their argument; the real package takes ~20 s to import. */
vi.mock('sanity', () => ({ defineType: (x: unknown) => x, defineField: (x: unknown) => x, defineArrayMember: (x: unknown) => x }));
const { schemaTypes, documentTypes } = await import('../../studio/schemaTypes/index.ts');

interface StudioField {
  name: string;
  type: string;
  fields?: StudioField[];
  of?: { type: string; fields?: StudioField[] }[];
  validation?: (rule: unknown) => unknown;
}

/** Whether a Studio field's validation calls rule.required(). */
function studioRequired(field: StudioField): boolean {
  const calls: string[] = [];
  const rule: unknown = new Proxy(
    {},
    {
      get:
        (_, name) =>
        (..._args: unknown[]) => (calls.push(String(name)), rule),
    },
  );
  field.validation?.(rule);
  return calls.includes('required');
}

function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  while (current instanceof z.ZodOptional || current instanceof z.ZodNullable || current instanceof z.ZodDefault)
    current = current.unwrap() as z.ZodType;
  return current;
}

const zodShape = (schema: z.ZodType) => (unwrap(schema) as z.ZodObject).shape as Record<string, z.ZodType>;
const zodRequired = (schema: z.ZodType) => !schema.safeParse(undefined).success;
const SYSTEM = new Set(['_id', '_type', '_key']);
const SPEC_NAMES = new Set(SPEC_FIELDS.map((f) => f.name));

/** Studio fields of an object-like field: inline fields, or the fields of its single object array member. */
function nestedStudio(field: StudioField): StudioField[] | null {
  if (field.fields) return field.fields;
  const named = (schemaTypes as unknown as StudioField[]).find((t) => t.name === field.type && t.type === 'object');
  if (named?.fields) return named.fields;
  const member = field.type === 'array' && field.of?.length === 1 ? field.of[0] : undefined;
  return member?.fields ?? null;
}

function nestedZod(schema: z.ZodType): Record<string, z.ZodType> | null {
  const inner = unwrap(schema);
  if (inner instanceof z.ZodObject) return inner.shape as Record<string, z.ZodType>;
  if (inner instanceof z.ZodArray) {
    const element = unwrap(inner.element as z.ZodType);
    if (element instanceof z.ZodObject) return element.shape as Record<string, z.ZodType>;
  }
  return null;
}

/** Differences between a Studio field list and a zod shape, as readable lines. */
function compare(path: string, studio: StudioField[], zod: Record<string, z.ZodType>, conditional = new Set<string>()): string[] {
  const problems: string[] = [];
  const studioNames = new Set(studio.map((f) => f.name));
  for (const name of Object.keys(zod))
    if (!SYSTEM.has(name) && !studioNames.has(name)) problems.push(`${path}.${name}: in zod, not in the Studio`);
  for (const field of studio) {
    const schema = zod[field.name];
    if (!schema) {
      problems.push(`${path}.${field.name}: in the Studio, not in zod`);
      continue;
    }
    if (!conditional.has(field.name) && studioRequired(field) !== zodRequired(schema)) {
      problems.push(`${path}.${field.name}: required in ${studioRequired(field) ? 'the Studio' : 'zod'} only`);
    }
    const innerStudio = field.type === 'richText' || field.type === 'image' ? null : nestedStudio(field);
    const innerZod = nestedZod(schema);
    if (innerStudio && innerZod) problems.push(...compare(`${path}.${field.name}`, innerStudio, innerZod));
  }
  return problems;
}

const PAIRS: [string, z.ZodType, Set<string>?][] = [
  ['siteSettings', siteSettingsDocument],
  ['deliverySettings', deliveryDocument],
  ['laybySettings', laybyDocument],
  ['installationSettings', installationDocument],
  ['homePage', homePageDocument],
  ['aboutPage', aboutPageDocument],
  ['contactPage', contactPageDocument],
  ['category', categoryDocument],
  ['product', productDocument, SPEC_NAMES],
  ['testimonial', testimonialDocument],
  ['partner', partnerDocument],
  ['policy', policyDocument],
];

describe('the Studio schema and the zod schemas agree', () => {
  it('covers every Studio document type', () => {
    expect((documentTypes as unknown as StudioField[]).map((t) => t.name).sort()).toEqual(PAIRS.map(([name]) => name).sort());
  });

  it.each(PAIRS)('%s has the same fields, required in the same places', (name, schema, conditional) => {
    const type = (documentTypes as unknown as StudioField[]).find((t) => t.name === name)!;
    expect(compare(name, type.fields ?? [], zodShape(schema), conditional)).toEqual([]);
  });

  it('the seo object agrees', () => {
    const seo = (schemaTypes as unknown as StudioField[]).find((t) => t.name === 'seo')!;
    expect(compare('seo', seo.fields ?? [], seoField.shape)).toEqual([]);
  });

  it('finds a difference when there is one', () => {
    const fields = (documentTypes as unknown as StudioField[]).find((t) => t.name === 'testimonial')!.fields!;
    const loosened = testimonialDocument.extend({ location: z.string().optional(), rating: z.number() });
    expect(compare('testimonial', fields, loosened.shape)).toEqual([
      'testimonial.rating: in zod, not in the Studio',
      'testimonial.location: required in the Studio only',
    ]);
  });

  it('finds a difference inside array members and nested objects', () => {
    const fields = (documentTypes as unknown as StudioField[]).find((t) => t.name === 'aboutPage')!.fields!;
    const changed = aboutPageDocument.extend({
      values: z.array(aboutPageDocument.shape.values.element.omit({ text: true })),
      seo: z.object({ title: z.string(), description: z.string().optional() }).nullish(),
    });
    expect(compare('aboutPage', fields, changed.shape)).toEqual([
      'aboutPage.values.text: in the Studio, not in zod',
      'aboutPage.seo.description: required in the Studio only',
    ]);
  });
});
