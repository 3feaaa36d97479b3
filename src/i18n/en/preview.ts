/** Strings of the preview server (src/server/preview/): what an editor sees on a preview, or instead of one. */
export const preview = {
  'preview.refusedTitle': 'This preview is private',
  'preview.noAccess':
    'Previews show content that is not published yet. Open this page from the Preview button of a document in the Studio (locally, from the preview link npm start prints).',
  'preview.badLink': 'This preview link is not valid or has expired. Open the preview again from the Studio.',
  'preview.shopLink': 'Go to the shop',
  'preview.notFoundTitle': 'Nothing to preview here',
  'preview.notFound':
    'No draft or published document has this address: its slug or category may have changed in the draft. Open the preview again from the Studio.',
  'preview.bannerLabel': 'Preview',
  'preview.banner': 'Preview: unpublished drafts, as shoppers will see them once published.',
  'preview.leave': 'Leave preview',
} as const;
