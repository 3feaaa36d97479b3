import type { z } from 'zod';

/** A CMS document that does not match its schema: names the document and the field. */
export class CmsValidationError extends Error {
  readonly documentId: string;
  readonly field: string;

  constructor(documentId: string, field: string, detail: string) {
    super(`CMS document "${documentId}" is invalid at field "${field}": ${detail}`);
    this.name = 'CmsValidationError';
    this.documentId = documentId;
    this.field = field;
  }
}

function documentIdOf(value: unknown): string {
  if (value && typeof value === 'object' && '_id' in value && typeof value._id === 'string') return value._id;
  return '(no _id)';
}

/** Checks one document; throws CmsValidationError with the first problem found. */
export function parseDocument<T>(schema: z.ZodType<T>, value: unknown, fallbackId = '(no _id)'): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const id = value == null ? fallbackId : documentIdOf(value);
  throw new CmsValidationError(id, issue?.path.join('.') || '(document)', issue?.message ?? 'invalid');
}

/** Checks a query result that must be a list, document by document. */
export function parseDocuments<T>(schema: z.ZodType<T>, value: unknown, what: string): T[] {
  if (!Array.isArray(value)) throw new CmsValidationError(what, '(result)', 'expected a list of documents');
  return value.map((doc) => parseDocument(schema, doc));
}
