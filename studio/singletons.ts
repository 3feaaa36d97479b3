import type { DocumentActionComponent, DocumentActionsContext, TemplateItem } from 'sanity';
import { SINGLETON_TYPES } from './schemaTypes/index.ts';

/**
 * Site settings, delivery, lay-by, installation, home, about and contact exist once each (id = type name): the shop reads
 * that one document. An editor opens it from the desk (structure.ts) and may publish it or discard
 * changes, but not make a second copy, delete it, or unpublish it (the next build would fail).
 */

const SINGLETONS: ReadonlySet<string> = new Set(SINGLETON_TYPES);

/** The document actions a singleton never offers. */
export const SINGLETON_HIDDEN_ACTIONS: ReadonlySet<string> = new Set(['duplicate', 'delete', 'unpublish', 'unpublishVersion']);

function isSingleton(schemaType: string): boolean {
  return SINGLETONS.has(schemaType);
}

/** `document.actions`: a singleton's actions without duplicate, delete and unpublish; others unchanged. */
export function singletonActions(
  actions: DocumentActionComponent[],
  context: Pick<DocumentActionsContext, 'schemaType'>,
): DocumentActionComponent[] {
  if (!isSingleton(context.schemaType)) return actions;
  return actions.filter(({ action }) => !(action && SINGLETON_HIDDEN_ACTIONS.has(action)));
}

/** `document.newDocumentOptions`: the "Create" menus never offer a singleton (its default template id is its type name). */
export function withoutSingletons(options: TemplateItem[]): TemplateItem[] {
  return options.filter((option) => !isSingleton(option.templateId));
}
