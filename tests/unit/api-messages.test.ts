import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en.ts';
import { messages } from '../../src/i18n/en/messages.ts';
import { translationsFor } from '../../src/i18n/index.ts';
import { ApiError } from '../../src/server/errors.ts';

/**
 * Every API error and auth message comes from the tables, in the request's language: an ApiError
 * carries a key (or a function of the request's `t`), and an answer's `errorBody` a message `t`
 * wrote. A message written out in English where one is made fails here.
 */

const KEYS = new Set([...Object.keys(en), ...Object.keys(messages)]);
const KEY_PREFIX = /^[a-z][A-Za-z]*(\.[A-Za-z0-9_-]+)*\.$/;

async function sourceFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await sourceFiles(full)));
    else if (/\.tsx?$/.test(entry.name)) found.push(full);
  }
  return found;
}

/** The words written out inside `node`: each string or template piece with a word in it that is not a key of the tables. */
function writtenWords(node: ts.Node): string[] {
  const words: string[] = [];
  const visit = (child: ts.Node): void => {
    if (ts.isStringLiteral(child) || ts.isNoSubstitutionTemplateLiteral(child)) {
      if (/[A-Za-z]{2,}/.test(child.text) && !KEYS.has(child.text)) words.push(child.text);
    } else if (ts.isTemplateExpression(child)) {
      // `refund.error.${refusal}`: a key chosen at run time; any other text is words.
      const pieces = [child.head.text, ...child.templateSpans.map((span) => span.literal.text)];
      if (!KEY_PREFIX.test(child.head.text)) words.push(...pieces.filter((piece) => /[A-Za-z]{2,}/.test(piece)));
      child.templateSpans.forEach((span) => visit(span.expression));
      return;
    }
    // Inside a function of `t`, only t's own arguments and values are read: a call's first string is its key.
    ts.forEachChild(child, visit);
  };
  visit(node);
  return words;
}

/** Each `new ApiError(…)` message and `errorBody(…)` message in the API's source with words written out. */
async function writtenMessages(): Promise<string[]> {
  const files = [...(await sourceFiles('src/server')), ...(await sourceFiles('functions'))];
  const found: string[] = [];
  for (const file of files) {
    const text = await readFile(file, 'utf8');
    if (!text.includes('ApiError(') && !text.includes('errorBody(')) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      const apiError = ts.isNewExpression(node) && node.expression.getText(source) === 'ApiError' ? node.arguments?.[2] : undefined;
      const body = ts.isCallExpression(node) && node.expression.getText(source) === 'errorBody' ? node.arguments[1] : undefined;
      const message = apiError ?? body;
      if (message)
        for (const words of writtenWords(message))
          found.push(`${file}:${source.getLineAndCharacterOfPosition(message.getStart()).line + 1}: "${words}"`);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('API error messages', () => {
  it('are keys of the tables, never English written where the error is made', async () => {
    expect(await writtenMessages()).toEqual([]);
  });

  it('are written in the language of the request that gets them', () => {
    const error = new ApiError(401, 'UNAUTHENTICATED', 'auth.api.signIn');
    expect(error.text(translationsFor('en'))).toBe('Please sign in to continue.');
    expect(error.text(translationsFor('sw'))).toBe('Tafadhali ingia ili uendelee.');
    const refused = new ApiError(429, 'RATE_LIMITED', 'api.error.rateLimited', undefined, { minutes: 3 });
    expect(refused.text(translationsFor('sw'))).toContain('dakika 3');
  });

  it('the check finds a message written in English', () => {
    const source = ts.createSourceFile('x.ts', "throw new ApiError(403, 'FORBIDDEN', 'Admins only.');", ts.ScriptTarget.Latest, true);
    const call = (source.statements[0] as ts.ThrowStatement).expression as ts.NewExpression;
    expect(writtenWords(call.arguments![2]!)).toEqual(['Admins only.']);
    const keyed = ts.createSourceFile(
      'y.ts',
      "new ApiError(409, 'X', (t) => t(`refund.error.${refusal}`, { amount }))",
      ts.ScriptTarget.Latest,
      true,
    );
    expect(writtenWords(((keyed.statements[0] as ts.ExpressionStatement).expression as ts.NewExpression).arguments![2]!)).toEqual([]);
  });
});
