import type { ImageMetadata } from 'astro';
import { getImage } from 'astro:assets';
import type { ImageSource } from '../lib/cms/index.ts';
import { configuredAssetUrls } from '../lib/cms/image-urls.ts';

/**
 * One URL of a CMS image at a given width, for places that need a plain URL rather than an
 * <img>: the cart line, the search index, Open Graph and JSON-LD. '' when there is no image.
 * Seed files go through Astro's image pipeline, Sanity assets through its CDN, as in CatalogueImage.
 */
const seedFiles = import.meta.glob<{ default: ImageMetadata }>('/studio/seed/images/*.{jpg,jpeg,png}', { eager: true });

/** Astro's metadata of a seed image file (`images/x.jpg`), or undefined when there is no such file. */
export function seedImageMeta(file: string): ImageMetadata | undefined {
  return seedFiles[`/studio/seed/${file}`]?.default;
}

export async function imageUrl(image: ImageSource | null, width: number, format: 'webp' | 'jpg' = 'webp'): Promise<string> {
  if (!image) return '';
  if (image.kind === 'asset') return configuredAssetUrls()?.url(image.ref, width, format === 'jpg' ? 'jpg' : 'auto') ?? '';
  const meta = seedImageMeta(image.file);
  if (!meta) return '';
  return (await getImage({ src: meta, width: Math.min(width, meta.width), format })).src;
}
