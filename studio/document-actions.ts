import type { DocumentActionComponent, DocumentActionsContext } from 'sanity';
import { policyActions } from './policy-actions.ts';
import { singletonActions } from './singletons.ts';

/** `document.actions`: what a singleton never offers (singletons.ts) and what a published policy refuses (policy-actions.ts). */
export function documentActions(
  actions: DocumentActionComponent[],
  context: Pick<DocumentActionsContext, 'schemaType'>,
): DocumentActionComponent[] {
  return policyActions(singletonActions(actions, context), context);
}
