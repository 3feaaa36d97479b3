import { EyeOpenIcon } from '@sanity/icons/EyeOpen';
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret';
import { definePlugin, useClient, useCurrentUser, type DocumentActionComponent, type DocumentActionProps } from 'sanity';
import { PREVIEWED_TYPES, previewPath, type PreviewedDocument } from './preview-path.ts';

/**
 * "Preview": opens a document's draft as shoppers will see it, in a new tab, on the preview server
 * (SANITY_STUDIO_PREVIEW_URL; locally `npm start`'s preview origin). The Studio creates a
 * short-lived secret (@sanity/preview-url-secret); the preview server checks it with its read
 * token, keeps the editor in preview by a cookie and renders the shop's own page from drafts
 * (docs/content.md, "Previews"). A new tab rather than the Presentation tool's frame: the shop is
 * static and has no live-editing overlays to show, and a top-level page keeps its cookie in every
 * browser.
 */

const PREVIEW_ORIGIN = process.env.SANITY_STUDIO_PREVIEW_URL || 'http://127.0.0.1:4550';
const ENABLE_PATH = '/api/preview/enable';
const API_VERSION = '2025-01-01';

const PreviewAction: DocumentActionComponent = (props: DocumentActionProps) => {
  const client = useClient({ apiVersion: API_VERSION });
  const user = useCurrentUser();
  const doc = (props.draft ?? props.published) as (PreviewedDocument & { category?: { _ref?: string } }) | null;
  return {
    label: 'Preview',
    title: 'Open this draft as shoppers will see it once published',
    icon: EyeOpenIcon,
    disabled: !doc,
    onHandle: () => {
      // Opened now, in the click, so that no popup blocker stops it; its address follows.
      const tab = window.open('about:blank', '_blank');
      void (async () => {
        const categoryRef = doc?.category?._ref;
        const categorySlug = categoryRef
          ? await client.fetch<string | null>('coalesce(*[_id == "drafts." + $id][0], *[_id == $id][0]).slug.current', { id: categoryRef })
          : null;
        const path = doc ? previewPath(doc, categorySlug) : null;
        if (!path) {
          tab?.close();
          window.alert('This document has no page yet: give it a slug (and a product its category) first.');
          return;
        }
        const { secret } = await createPreviewSecret(client, 'solar-shop-preview-action', window.location.href, user?.id);
        const url = new URL(ENABLE_PATH, PREVIEW_ORIGIN);
        url.searchParams.set('sanity-preview-secret', secret);
        url.searchParams.set('sanity-preview-pathname', path);
        if (tab) tab.location.href = url.href;
        else window.open(url.href, '_blank');
      })().catch((error: unknown) => {
        tab?.close();
        window.alert(`The preview could not be opened: ${error instanceof Error ? error.message : String(error)}`);
      });
    },
  };
};

/** The Preview action on the documents that have a page of their own. */
export const previewPlugin = definePlugin({
  name: 'solar-shop-preview',
  document: {
    actions: (previous, context) =>
      (PREVIEWED_TYPES as readonly string[]).includes(context.schemaType) ? [...previous, PreviewAction] : previous,
  },
});
