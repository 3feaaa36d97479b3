import type { MessageKey, Translate } from '../../i18n/index.ts';
import type { SpecField } from './spec-fields.ts';

/** A spec field's label for shoppers, in the page's language (its `title` is the Studio's, for editors). */
export function specLabel(field: Pick<SpecField, 'name'>, t: Translate): string {
  return t(`spec.${field.name}` as MessageKey);
}
