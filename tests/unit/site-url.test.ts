import { describe, expect, it } from 'vitest';
import { buildSiteUrl } from '../../src/lib/seo/site-url.ts';
import { settingsFingerprint } from '../../local/build-stamp.ts';

describe('the site address a build writes into its pages', () => {
  it.each<[string, Record<string, string | undefined>, string]>([
    ['neither set: where npm start serves by default', {}, 'http://localhost:4321'],
    ['PORT alone: npm start on another port', { PORT: '4400' }, 'http://localhost:4400'],
    ['SITE_URL wins over PORT', { SITE_URL: 'https://shop.example', PORT: '4400' }, 'https://shop.example'],
    ['SITE_URL alone', { SITE_URL: 'https://shop.example' }, 'https://shop.example'],
    ['an empty SITE_URL counts as unset', { SITE_URL: '', PORT: '4400' }, 'http://localhost:4400'],
    ['blank values count as unset', { SITE_URL: '  ', PORT: ' ' }, 'http://localhost:4321'],
  ])('%s', (_name, env, url) => {
    expect(buildSiteUrl(env)).toBe(url);
  });
});

describe('a build is stale when its address changes', () => {
  it.each<[string, Record<string, string>, Record<string, string>, boolean]>([
    ['another PORT', { PORT: '4321' }, { PORT: '4400' }, false],
    ['PORT 4321 is the default', {}, { PORT: '4321' }, true],
    [
      'the same SITE_URL whatever PORT',
      { SITE_URL: 'https://shop.example', PORT: '1' },
      { SITE_URL: 'https://shop.example', PORT: '2' },
      true,
    ],
    ['SITE_URL set where PORT gave the address', { PORT: '4400' }, { SITE_URL: 'https://shop.example', PORT: '4400' }, false],
    ['another Supabase URL', { PUBLIC_SUPABASE_URL: 'http://127.0.0.1:54321' }, { PUBLIC_SUPABASE_URL: 'http://127.0.0.1:54641' }, false],
    ['stock counts from a database instead of the seed', {}, { DATABASE_URL: 'postgres://shop@db.example/shop' }, false],
    ['another database', { DATABASE_URL: 'postgres://a@db/x' }, { DATABASE_URL: 'postgres://a@db/y' }, false],
  ])('%s: same build = %s', (_name, before, after, same) => {
    expect(settingsFingerprint(before).join('\n') === settingsFingerprint(after).join('\n')).toBe(same);
  });
});
