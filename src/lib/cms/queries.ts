import { defineQuery } from 'groq';

/** Every GROQ query of the shop, written once; both backends run these strings. */

export const CATEGORIES_QUERY = defineQuery(
  `*[_type == "category" && defined(slug.current)]{_id, _type, "slug": slug.current, name, description, image, sortOrder} | order(sortOrder asc, name asc)`,
);

export const PRODUCTS_QUERY = defineQuery(
  `*[_type == "product" && defined(slug.current)]{..., "slug": slug.current, "category": category->slug.current} | order(name asc)`,
);

export const SITE_SETTINGS_QUERY = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]`);
