import { describe, expect, it } from 'vitest';
import { assetDimensions, assetUrlBuilder, configuredAssetUrls } from '../../src/cms/image-urls.ts';

describe('Sanity image asset URLs', () => {
  it.each([
    ['image-Tb9Ew8CXIwaY6R1kjMvI0uRR-2000x3000-jpg', { width: 2000, height: 3000, ext: 'jpg' }],
    ['image-abc123-640x640-png', { width: 640, height: 640, ext: 'png' }],
    ['file-abc123-pdf', null],
    ['image-abc123-jpg', null],
  ])('reads the size of %s', (ref, expected) => {
    expect(assetDimensions(ref)).toEqual(expected);
  });

  it('asks the CDN for the width and lets it pick the format, or a fixed one for the fallback chain', () => {
    const urls = assetUrlBuilder('abc123', 'production');
    const ref = 'image-Tb9Ew8CXIwaY6R1kjMvI0uRR-2000x3000-jpg';
    expect(urls.url(ref, 480, 'auto')).toBe(
      'https://cdn.sanity.io/images/abc123/production/Tb9Ew8CXIwaY6R1kjMvI0uRR-2000x3000.jpg?w=480&fit=max&auto=format',
    );
    expect(urls.url(ref, 480, 'jpg')).toContain('fm=jpg');
    expect(urls.url(ref, 480, 'png')).toContain('fm=png');
  });

  it('has no CDN builder when content comes from the seed', () => {
    expect(configuredAssetUrls({})).toBeNull();
    expect(configuredAssetUrls({ SANITY_PROJECT_ID: 'abc123' })).not.toBeNull();
  });
});
