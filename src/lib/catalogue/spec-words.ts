import type { MessageKey, Translate } from '../../i18n/index.ts';
import type { SpecField } from './spec-fields.ts';

/**
 * A fixed-choice spec value in the page's language (spec-fields.ts `words: 'options'`): its
 * `specOption.{value}` string, or the value as stored where it has none (a value outside the list).
 * Other values (numbers, codes, names, free text) come back as they are.
 */
export function optionText(field: Pick<SpecField, 'words'>, value: string, t: Translate): string {
  if (field.words !== 'options') return value;
  const key = `specOption.${value}` as MessageKey;
  const text = t(key);
  return text === key ? value : text;
}
