import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HTTPException } from 'hono/http-exception';
import type { z } from 'zod';
import { translationsFor, type MessageKey, type MessageValues, type Translate } from '../i18n/index.ts';
import { isDatabaseUnavailable } from './db/unavailable.ts';

/** The one shape errors leave the API in: `{ error: { code, message } }`. */
export interface ApiErrorBody {
  error: { code: string; message: string; field?: string } & Record<string, unknown>;
}

/**
 * An error the API answers with. It carries its message as a key of the tables (src/i18n/en/api.ts
 * and the like), never as text: the answer is written in the request's language when it leaves
 * (handleError), wherever the error was thrown. A message built from parts (a field's own
 * complaint) is a function of the request's `t`.
 */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: string;
  readonly field: string | undefined;
  readonly words: MessageKey | ((t: Translate) => string);
  readonly values: MessageValues;
  /** What a client can act on beside the message (e.g. OUT_OF_STOCK's `productId` and `available`), added to the error object. */
  readonly details: Record<string, unknown>;

  constructor(
    status: ContentfulStatusCode,
    code: string,
    words: MessageKey | ((t: Translate) => string),
    field?: string,
    values: MessageValues = {},
    details: Record<string, unknown> = {},
  ) {
    super(typeof words === 'string' ? words : code);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.field = field;
    this.words = words;
    this.values = values;
    this.details = details;
  }

  /** Its message in `t`'s language. */
  text(t: Translate): string {
    return typeof this.words === 'string' ? t(this.words, this.values) : this.words(t);
  }
}

/** The request's `t`; English for an answer made before the language was read. */
export function requestTranslations(c: Context): Translate {
  return c.get('t') ?? translationsFor('en');
}

export function errorBody(code: string, message: string, field?: string, details: Record<string, unknown> = {}): ApiErrorBody {
  return { error: { ...details, code, message, ...(field ? { field } : {}) } };
}

/** A 400 naming the first field zod found wrong (a name a client made up is cut short, never echoed whole); from zod or zod/mini alike. */
export function validationError(error: z.core.$ZodError): ApiError {
  const issue = error.issues[0];
  const field = (issue?.path.join('.') || 'body').slice(0, 120);
  // Our schemas' messages are keys of the tables; zod's own (a shape no form sends) stay as zod wrote them.
  return new ApiError(400, 'INVALID_REQUEST', (t) => `${field}: ${issue ? t(issue.message as MessageKey) : t('api.error.invalid')}`, field);
}

export function handleError(err: Error, c: Context): Response {
  const t = requestTranslations(c);
  if (err instanceof ApiError) return c.json(errorBody(err.code, err.text(t), err.field, err.details), err.status);
  if (isDatabaseUnavailable(err)) {
    console.error('The database did not answer', err);
    return c.json(errorBody('DATABASE_UNAVAILABLE', t('api.error.databaseDown')), 503, { 'retry-after': '30' });
  }
  if (err instanceof HTTPException) {
    return c.json(errorBody('HTTP_ERROR', err.message || t('api.error.requestFailed')), err.status as ContentfulStatusCode);
  }
  console.error('Unhandled API error', err);
  return c.json(errorBody('INTERNAL_ERROR', t('api.error.internal')), 500);
}
