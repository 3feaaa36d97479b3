import type { ImageMetadata } from 'astro';
import { getImage } from 'astro:assets';
import type { ImageSource } from '../cms/index.ts';
import { configuredAssetUrls } from '../cms/image-urls.ts';
import { oncePerBuild as once } from './once-per-build.ts';

/**
 * The build's image work for CMS images, done once per image and size however many pages show it
 * (a product's picture appears on its two pages, listings, search and the cart): every answer is
 * kept for the rest of the build. Seed files go through Astro's image pipeline, Sanity assets
 * through its CDN.
 */
const seedFiles = import.meta.glob<{ default: ImageMetadata }>('/studio/seed/images/*.{jpg,jpeg,png}', { eager: true });

/** Astro's metadata of a seed image file (`images/x.jpg`), or undefined when there is no such file. */
function seedImageMeta(file: string): ImageMetadata | undefined {
  return seedFiles[`/studio/seed/${file}`]?.default;
}

/**
 * One URL of a CMS image at a given width, for places that need a plain URL rather than an
 * <img>: the cart line, the search index, Open Graph and JSON-LD. '' when there is no image.
 */
export async function imageUrl(image: ImageSource | null, width: number, format: 'webp' | 'jpg' = 'webp'): Promise<string> {
  if (!image) return '';
  if (image.kind === 'asset') return configuredAssetUrls()?.url(image.ref, width, format === 'jpg' ? 'jpg' : 'auto') ?? '';
  const meta = seedImageMeta(image.file);
  if (!meta) return '';
  return once(
    `url ${image.file} ${width} ${format}`,
    async () => (await getImage({ src: meta, width: Math.min(width, meta.width), format })).src,
  );
}

/** A seed image as CatalogueImage shows it: WebP at the widths offered, the original, and its fallbacks. */
export interface SeedPicture {
  webpSrcset: string;
  src: string;
  width: number;
  height: number;
  /** The .jpg, then the .png, to try when the WebP fails. */
  jpg: string;
  png: string;
}

/** The seed image at these widths (those above its own width dropped); null when there is no such file. */
export function seedPicture(file: string, widths: readonly number[]): Promise<SeedPicture | null> {
  return once(`picture ${file} ${widths.join(',')}`, async () => {
    const meta = seedImageMeta(file);
    if (!meta) return null;
    const usable = widths.filter((w) => w <= meta.width);
    const offered = usable.length > 0 ? usable : [meta.width];
    const webp = await getImage({ src: meta, widths: offered, format: 'webp' });
    const largest = Math.max(...offered);
    const original = meta.format === 'png' ? 'png' : 'jpg';
    const other = original === 'png' ? 'jpg' : 'png';
    const converted = (await getImage({ src: meta, width: largest, format: other })).src;
    return {
      webpSrcset: webp.srcSet.attribute,
      src: meta.src,
      width: largest,
      height: Math.round((meta.height * largest) / meta.width),
      jpg: original === 'jpg' ? meta.src : converted,
      png: original === 'png' ? meta.src : converted,
    };
  });
}
