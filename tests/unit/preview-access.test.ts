import { describe, expect, it } from 'vitest';
import type { CmsConfig } from '../../src/cms/config.ts';
import {
  accessCookie,
  enablePreview,
  hasAccess,
  needsAccess,
  PREVIEW_HOURS,
  previewSettings,
  samePath,
  type PreviewSettings,
} from '../../src/server/preview/access.ts';
import { isPreviewPage } from '../../src/server/preview/paths.ts';
import { withPreviewBanner } from '../../src/server/preview/answers.ts';

const seed: CmsConfig = { kind: 'local', seedDir: 'studio/seed' };
const sanity: CmsConfig = { kind: 'sanity', projectId: 'p', dataset: 'production', apiVersion: '2025-01-01', readToken: 'sk-read' };
const made = () => 'made-up-secret-of-enough-length';
const SECRET = 'a-preview-secret-0123456789';

describe('who may open a preview', () => {
  it.each([
    { env: {}, cms: seed, mode: 'link', generated: true, why: 'the seed outside production: a secret made up at start' },
    { env: { PREVIEW_SECRET: SECRET }, cms: seed, mode: 'link', generated: false, why: 'the seed with PREVIEW_SECRET' },
    { env: { NODE_ENV: 'production' }, cms: seed, mode: 'off', why: 'never a made-up secret in production' },
    {
      env: { NODE_ENV: 'production', PREVIEW_SECRET: SECRET },
      cms: seed,
      mode: 'link',
      generated: false,
      why: 'production with its own secret',
    },
    { env: { PREVIEW_SECRET: 'short' }, cms: seed, mode: 'off', why: 'a guessable secret' },
    { env: {}, cms: sanity, mode: 'studio', why: "a Sanity project: the Studio's secrets" },
    { env: {}, cms: { ...sanity, readToken: undefined }, mode: 'off', why: 'a Sanity project without a read token' },
  ] as const)('$why', ({ env, cms, mode, ...rest }) => {
    const settings = previewSettings(env, cms as CmsConfig, made);
    expect(settings.mode).toBe(mode);
    if ('generated' in rest && settings.mode === 'link') expect(settings.generated).toBe(rest.generated);
  });

  const link: PreviewSettings = { mode: 'link', secret: SECRET, generated: false, cookieKey: SECRET };
  const url = (query: string) => new URL(`http://127.0.0.1:4550/api/preview/enable${query}`);

  it.each([
    { query: `?secret=${SECRET}&path=/shop/batteries`, answer: { status: 307, location: '/shop/batteries' } },
    { query: `?secret=${SECRET}&path=//evil.example/x`, answer: { status: 307, location: '/' } },
    { query: `?secret=${SECRET}&path=https://evil.example/`, answer: { status: 307, location: '/' } },
    { query: '?path=/shop/batteries', answer: { status: 401, reason: 'noAccess' } },
    { query: '?secret=wrong-secret-of-some-length', answer: { status: 403, reason: 'badLink' } },
  ])('a local link $query answers $answer.status', async ({ query, answer }) => {
    expect(await enablePreview(link, url(query))).toEqual(answer);
  });

  it("checks the Studio's secret with the project, and refuses one it does not know", async () => {
    const studio: PreviewSettings = { mode: 'studio', cookieKey: 'k' };
    const validate = async (href: string) =>
      new URL(href).searchParams.get('sanity-preview-secret') === 'good'
        ? { isValid: true, redirectTo: '/refund-policy' }
        : { isValid: false };
    expect(await enablePreview(studio, url('?sanity-preview-secret=good'), validate)).toEqual({ status: 307, location: '/refund-policy' });
    expect(await enablePreview(studio, url('?sanity-preview-secret=bad'), validate)).toEqual({ status: 403, reason: 'badLink' });
    expect(await enablePreview(studio, url(''), validate)).toEqual({ status: 401, reason: 'noAccess' });
    expect(await enablePreview({ mode: 'off', reason: 'x' }, url(`?secret=${SECRET}`))).toMatchObject({ status: 403 });
  });

  it('keeps access with a signed cookie until it expires, and never with a forged one', async () => {
    const now = Date.UTC(2026, 10, 28, 6);
    const header = await accessCookie('key', now, true);
    expect(header).toMatch(/HttpOnly; SameSite=Lax; Secure$/);
    const cookie = header.split(';')[0]!;
    expect(await hasAccess(`theme=dark; ${cookie}`, 'key', now + 1000)).toBe(true);
    expect(await hasAccess(cookie, 'key', now + PREVIEW_HOURS * 3600_000)).toBe(false);
    expect(await hasAccess(cookie, 'another key', now)).toBe(false);
    expect(
      await hasAccess(
        cookie.replace(/=(\d+)\./, (_, s: string) => `=${Number(s) + 3600}.`),
        'key',
        now,
      ),
    ).toBe(false);
    expect(await hasAccess(undefined, 'key', now)).toBe(false);
  });
});

describe('the preview origin', () => {
  it.each([
    ['/', true, true],
    ['/sw', true, true],
    ['/refund-policy', true, true],
    ['/sw/refund-policy', true, true],
    ['/shop/batteries', true, true],
    ['/shop/back-up-systems/felicity-3kw-backup-5kwh', true, true],
    ['/sw/shop/back-up-systems/felicity-3kw-backup-5kwh', true, true],
    ['/cart', true, false],
    ['/shop/deals', true, false],
    ['/shop/batteries/page/2', true, false],
    ['/shop/page/2', true, false],
    ['/_astro/layout.abc.js', false, false],
    ['/_image', true, true],
    ['/images/cms/x.jpg', false, false],
  ])('%s: a page %s, from drafts %s', (path, page, drafts) => {
    expect(needsAccess(path)).toBe(page);
    expect(isPreviewPage(path)).toBe(drafts);
  });

  it.each([
    ['/shop?x=1', '/shop?x=1'],
    ['shop', '/'],
    ['/\\evil.example', '/'],
    [null, '/'],
  ])('sends %s to %s', (given, path) => expect(samePath(given)).toBe(path));
});

describe('the preview banner', () => {
  it.each([
    [
      'after the skip link, which stays first',
      '<body>\n    <a class="skip-link" href="#main">\n      Skip\n    </a><header>',
      /<a class="skip-link"[^]*?<\/a><aside aria-label="Preview"/,
    ],
    ['first in a body without one', '<body class="x"><main>', /<body class="x"><aside aria-label="Preview"/],
  ])('comes %s, as a labelled landmark', (_, html, where) => {
    const shown = withPreviewBanner(`<html>${html}</html>`, '/shop');
    expect(shown).toMatch(where);
    expect(shown.match(/<aside/g)).toHaveLength(1);
  });

  it('speaks the language of the address', () => {
    expect(withPreviewBanner('<body>', '/sw/shop')).toContain('aria-label="Hakiki"');
  });
});
