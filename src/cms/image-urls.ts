import { createImageUrlBuilder } from '@sanity/image-url';
import { readCmsConfig } from './config.ts';

/** URLs of images in Sanity's image CDN; the only code that knows its URL scheme. */

/** Width, height and file type encoded in a Sanity image asset id (image-<hash>-<w>x<h>-<ext>). */
export function assetDimensions(ref: string): { width: number; height: number; ext: string } | null {
  const match = /^image-[A-Za-z0-9]+-(\d+)x(\d+)-([a-z0-9]+)$/.exec(ref);
  if (!match) return null;
  return { width: Number(match[1]), height: Number(match[2]), ext: match[3] ?? 'jpg' };
}

type AssetFormat = 'auto' | 'jpg' | 'png';

export interface AssetUrlBuilder {
  url(ref: string, width: number, format: AssetFormat): string;
}

export function assetUrlBuilder(projectId: string, dataset: string): AssetUrlBuilder {
  const builder = createImageUrlBuilder({ projectId, dataset });
  return {
    url(ref, width, format) {
      const image = builder.image(ref).width(width).fit('max');
      return (format === 'auto' ? image.auto('format') : image.format(format)).url();
    },
  };
}

/** The builder for the configured Sanity project, or null when content comes from the seed. */
export function configuredAssetUrls(env: Record<string, string | undefined> = process.env): AssetUrlBuilder | null {
  const config = readCmsConfig(env);
  return config.kind === 'sanity' ? assetUrlBuilder(config.projectId, config.dataset) : null;
}
