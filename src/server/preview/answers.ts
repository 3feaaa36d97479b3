import type { MessageKey } from '../../i18n/en.ts';
import { translationsFor } from '../../i18n/index.ts';
import { localeOfPath, localizedPath } from '../../i18n/locales.ts';
import { escapeHtml } from '../../lib/html.ts';
import { PREVIEW_DISABLE_PATH } from './access.ts';

/** What every answer of the preview origin carries: never indexed, never stored, never framed. */
export const PREVIEW_HEADERS: Readonly<Record<string, string>> = {
  'x-robots-tag': 'noindex, nofollow',
  'referrer-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** Pages (drafts, and the refusal) are never kept by a browser or a cache. */
export const PREVIEW_PAGE_CACHE = 'no-store';

/** A page of the preview origin that is not the shop's: a title, a sentence and the way back to the shop, in the address's language. */
export function messagePage(pathname: string, title: MessageKey, text: MessageKey, shopUrl: string): string {
  const t = translationsFor(localeOfPath(pathname));
  const heading = escapeHtml(t(title));
  return `<!doctype html>
<html lang="${t.locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${heading}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5; color: #1a1a1a">
<main>
<h1>${heading}</h1>
<p>${escapeHtml(t(text))}</p>
<p><a href="${escapeHtml(new URL(localizedPath('/', t.locale), shopUrl).href)}" style="color: #0b5c42">${escapeHtml(t('preview.shopLink'))}</a></p>
</main>
</body>
</html>
`;
}

/** The page an editor without access gets, in the language of the address asked for. */
export function refusalPage(pathname: string, reason: 'noAccess' | 'badLink', shopUrl: string): string {
  return messagePage(pathname, 'preview.refusedTitle', reason === 'noAccess' ? 'preview.noAccess' : 'preview.badLink', shopUrl);
}

/** The banner a preview page opens with: it says the page shows drafts, and leads out of the preview. */
function previewBanner(pathname: string): string {
  const t = translationsFor(localeOfPath(pathname));
  const leave = `${PREVIEW_DISABLE_PATH}?path=${encodeURIComponent(pathname)}`;
  return `<aside aria-label="${escapeHtml(t('preview.bannerLabel'))}" class="preview-banner" style="display: flex; flex-wrap: wrap; gap: var(--space-2, 0.5rem) var(--space-4, 1rem); justify-content: center; padding: var(--space-2, 0.5rem) var(--space-3, 0.75rem); background: var(--color-accent, #f5b700); color: var(--color-accent-ink, #1a1a1a); font-size: var(--text-sm, 0.875rem)"><span>${escapeHtml(t('preview.banner'))}</span> <a href="${escapeHtml(leave)}" style="color: inherit; font-weight: 700">${escapeHtml(t('preview.leave'))}</a></aside>`;
}

/**
 * `html` with the banner at the top of its body: after the layout's skip link, which stays the
 * first thing a keyboard reaches, else first.
 */
export function withPreviewBanner(html: string, pathname: string): string {
  const banner = previewBanner(pathname);
  const afterSkipLink = /(<body[^>]*>\s*<a class="skip-link"[^>]*>[\s\S]*?<\/a>)/;
  return afterSkipLink.test(html)
    ? html.replace(afterSkipLink, (start) => `${start}${banner}`)
    : html.replace(/<body[^>]*>/, (body) => `${body}${banner}`);
}
