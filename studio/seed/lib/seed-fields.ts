/** The Sanity field shapes the seed's documents share: a document, a reference, a slug, a price, and a picture drawn as SVG. */
export type Doc = Record<string, unknown> & { _id: string; _type: string };

/** A picture field whose file is drawn from `svgText` when the seed is written (generate.ts rasterises it). */
export type ImageOf = (file: string, svgText: string, alt: string) => { _type: 'image'; _sanityAsset: string; alt: string };

/** An ImageOf that keeps each picture's SVG in `images`, by file name, for the files to be written. */
export function imageInto(images: Map<string, string>): ImageOf {
  return (file, svgText, alt) => {
    images.set(file, svgText);
    return { _type: 'image', _sanityAsset: `image@file://./images/${file}`, alt };
  };
}

export const ref = (id: string, key?: string) => ({ _type: 'reference', _ref: id, ...(key ? { _key: key } : {}) });
export const slug = (current: string) => ({ _type: 'slug', current });
/** A seed price in KSh as the CMS holds it, in cents; whole shillings only, as the Studio and the build demand. */
export function cents(shillings: number): number {
  if (!Number.isInteger(shillings)) throw new Error(`Seed prices are whole shillings, got KSh ${shillings}`);
  return shillings * 100;
}
