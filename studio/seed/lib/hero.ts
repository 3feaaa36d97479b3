import type { CategorySlug } from '../../../src/lib/catalogue/categories.ts';
import { categories } from '../data/categories.ts';
import { heroBanner } from './illustrations.ts';

/**
 * Each home hero slide shows the category it links to (issue 46: the battery slide showed a charge
 * controller). A slide's link is `/shop/<category>`; its banner draws that category's equipment,
 * the same kind as the category's tile, in a file named for the category.
 */
export function heroCategory(link: string): { slug: CategorySlug; kind: (typeof categories)[number]['kind'] } {
  const slug = /^\/shop\/([a-z0-9-]+)$/.exec(link)?.[1];
  const category = categories.find((c) => c.slug === slug);
  if (!category) throw new Error(`A hero slide links to ${link}, which is no category's page: a hero shows the category it links to`);
  return category;
}

/** The banner file and drawing of the slide that links to `link`, as generate.ts's image() takes them. */
export function heroImage(link: string): readonly [file: string, svg: string] {
  const { slug, kind } = heroCategory(link);
  return [`hero-${slug}.jpg`, heroBanner(kind, '#0b6e4f')];
}
