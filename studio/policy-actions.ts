import type { DocumentActionComponent, DocumentActionsContext } from 'sanity';
import { policyKeptRule } from '../src/lib/content-rules/policies.ts';

/**
 * A published policy is a page the shop builds and links to (policyKeptRule): its Delete and
 * Unpublish stay in the menu, disabled, with the reason as their tooltip, so an editor learns why
 * rather than hunting for a missing button. The build refuses a dataset without one as well
 * (policiesPresentRule, src/cms/policies.ts).
 */

/** The document actions a published policy offers disabled. */
const POLICY_KEPT_ACTIONS: ReadonlySet<string> = new Set(['delete', 'unpublish', 'unpublishVersion']);

/** The reason a policy's delete or unpublish is refused, from its published version (what the build reads), or true when it may go (never published). */
function policyRemovalRule(published: { readonly [field: string]: unknown } | null | undefined): true | string {
  const type = published?.type;
  return typeof type === 'string' ? policyKeptRule(type) : true;
}

function kept(action: DocumentActionComponent): DocumentActionComponent {
  const guarded: DocumentActionComponent = (props) => {
    const description = action(props);
    const refused = policyRemovalRule(props.published);
    if (!description || refused === true) return description;
    return { ...description, disabled: true, title: refused, onHandle: undefined };
  };
  guarded.action = action.action;
  return guarded;
}

/** `document.actions`: a policy's Delete and Unpublish disabled with the reason; other types unchanged. */
export function policyActions(
  actions: DocumentActionComponent[],
  context: Pick<DocumentActionsContext, 'schemaType'>,
): DocumentActionComponent[] {
  if (context.schemaType !== 'policy') return actions;
  return actions.map((action) => (action.action && POLICY_KEPT_ACTIONS.has(action.action) ? kept(action) : action));
}
