import { translationsFor } from '../i18n/index.ts';
import { policyFiguresRule } from '../lib/content-rules/policy-figures.ts';
import { figureWords, fillFigures, type FigureWords, type PolicyFigureValues } from '../lib/policy-figures.ts';
import type { PolicyDocument } from './content-schemas.ts';
import { CmsValidationError } from './validate.ts';

/**
 * The figures a policy shows from the settings (`{orderChangeHours}`, `{laybyDeposit}`…, src/lib/policy-figures.ts):
 * checked, then written out in the words of each text's language, before the policy is rendered and
 * hashed, so its hash covers the text a shopper reads and a change to the setting is a change to it.
 */

type PolicyBody = PolicyDocument['body'];

/** The fields that may show a figure, by the path the build names. */
function figureFields(doc: PolicyDocument): [string, unknown][] {
  return [
    ['title', doc.title],
    ['summary', doc.summary],
    ['body', doc.body],
    ['sw.title', doc.sw?.title],
    ['sw.summary', doc.sw?.summary],
    ['sw.body', doc.sw?.body],
  ];
}

/** Fails the build at the first field that shows an unknown figure, or one whose setting is empty (or lay-by's, off). */
export function checkPolicyFigures(doc: PolicyDocument, values: PolicyFigureValues): void {
  for (const [field, value] of figureFields(doc)) {
    const result = policyFiguresRule(value, values);
    if (result !== true) throw new CmsValidationError(doc._id, field, result);
  }
}

function fillBody(body: PolicyBody, words: FigureWords): PolicyBody {
  return body.map((block) => {
    if (block._type === 'block')
      return { ...block, children: block.children.map((span) => ({ ...span, text: fillFigures(span.text, words) })) };
    if (block._type === 'table') {
      const rows = block.rows.map((row) => ({ ...row, cells: row.cells.map((cell) => fillFigures(cell, words)) }));
      return { ...block, caption: fillFigures(block.caption, words), rows };
    }
    return block;
  });
}

/** The policy with its figures written out: the English fields in English words, the Kiswahili ones in Kiswahili. */
export function fillPolicyFigures(doc: PolicyDocument, values: PolicyFigureValues): PolicyDocument {
  const en = figureWords(values, translationsFor('en'));
  const sw = figureWords(values, translationsFor('sw'));
  const filled: PolicyDocument = {
    ...doc,
    title: fillFigures(doc.title, en),
    summary: fillFigures(doc.summary, en),
    body: fillBody(doc.body, en),
  };
  if (!doc.sw) return filled;
  const { title, summary, body } = doc.sw;
  return {
    ...filled,
    sw: {
      ...doc.sw,
      ...(title == null ? {} : { title: fillFigures(title, sw) }),
      ...(summary == null ? {} : { summary: fillFigures(summary, sw) }),
      ...(body == null ? {} : { body: fillBody(body, sw) }),
    },
  };
}
