import type { z } from 'zod';
import type { RuleResult } from '../lib/content-rules/rule.ts';
import type { Taken } from '../lib/content-rules/unique.ts';

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

/** A content rule's message (src/lib/content-rules) as a zod issue: the build says what the Studio says. */
export function ruleIssue(ctx: z.RefinementCtx, path: PropertyKey[], result: RuleResult): void {
  if (result !== true) ctx.addIssue({ code: 'custom', path, message: result });
}

/** Fails the build at the first document holding a value another document holds too (a rule of unique.ts). */
export function checkUnique<T extends { _id: string }>(
  docs: readonly T[],
  field: string,
  valueOf: (doc: T) => string,
  rule: (value: string, id: string, others: readonly Taken[]) => RuleResult,
): void {
  const byValue = new Map<string, Taken[]>();
  for (const doc of docs) {
    const value = valueOf(doc);
    const same = byValue.get(value) ?? [];
    same.push({ _id: doc._id, value });
    byValue.set(value, same);
  }
  for (const doc of docs) {
    const value = valueOf(doc);
    const result = rule(value, doc._id, byValue.get(value) ?? []);
    if (result !== true) throw new CmsValidationError(doc._id, field, result);
  }
}
