import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HTTPException } from 'hono/http-exception';
import type { z } from 'zod';
import { t } from '../i18n/index.ts';
import { isDatabaseUnavailable } from './db/unavailable.ts';

/** The one shape errors leave the API in: `{ error: { code, message } }`. */
export interface ApiErrorBody {
  error: { code: string; message: string; field?: string };
}

export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: string;
  readonly field: string | undefined;

  constructor(status: ContentfulStatusCode, code: string, message: string, field?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.field = field;
  }
}

export function errorBody(code: string, message: string, field?: string): ApiErrorBody {
  return { error: { code, message, ...(field ? { field } : {}) } };
}

/** A 400 naming the first field zod found wrong (a name a client made up is cut short, never echoed whole); from zod or zod/mini alike. */
export function validationError(error: z.core.$ZodError): ApiError {
  const issue = error.issues[0];
  const field = (issue?.path.join('.') || 'body').slice(0, 120);
  return new ApiError(400, 'INVALID_REQUEST', `${field}: ${issue?.message ?? 'invalid'}`, field);
}

export function handleError(err: Error, c: Context): Response {
  if (err instanceof ApiError) return c.json(errorBody(err.code, err.message, err.field), err.status);
  if (isDatabaseUnavailable(err)) {
    console.error('The database did not answer', err);
    return c.json(errorBody('DATABASE_UNAVAILABLE', t('api.error.databaseDown')), 503, { 'retry-after': '30' });
  }
  if (err instanceof HTTPException) {
    return c.json(errorBody('HTTP_ERROR', err.message || 'Request failed'), err.status as ContentfulStatusCode);
  }
  console.error('Unhandled API error', err);
  return c.json(errorBody('INTERNAL_ERROR', 'Something went wrong on our side. Please try again.'), 500);
}
