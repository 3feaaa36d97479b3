import { defineQuery } from 'groq';

/** Every GROQ query of the shop, written once; both backends run these strings. */

export const CATEGORIES_QUERY = defineQuery(
  `*[_type == "category" && defined(slug.current)]{_id, _type, "slug": slug.current, name, description, image, sortOrder, seo, warranty, sw} | order(sortOrder asc, name asc)`,
);

export const PRODUCTS_QUERY = defineQuery(
  `*[_type == "product" && defined(slug.current)]{..., "slug": slug.current, "category": category->slug.current} | order(name asc)`,
);

export const SITE_SETTINGS_QUERY = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]`);

/** The home page's blocks, with product references turned into product slugs; each block keeps its Kiswahili (`sw`). */
export const HOME_PAGE_QUERY = defineQuery(
  `*[_type == "homePage" && _id == "homePage"][0]{
    _id, _type, heroSlides, flashSale, whyChooseUs,
    "mustHaves": mustHaves{title, subtitle, sw, "products": products[]->slug.current},
    "specialOffers": specialOffers[]{_key, title, description, badge, highlight, cta, image, sw, "product": product->slug.current},
    "featuredAds": featuredAds[]{_key, title, description, cta, image, sw, "product": product->slug.current},
    "lightingDeals": lightingDeals{title, description, endsAt, link, sw, "products": products[]->slug.current}
  }`,
);

export const TESTIMONIALS_QUERY = defineQuery(`*[_type == "testimonial"] | order(sortOrder asc, name asc)`);

export const PARTNERS_QUERY = defineQuery(`*[_type == "partner"] | order(sortOrder asc, name asc)`);

export const ABOUT_PAGE_QUERY = defineQuery(`*[_type == "aboutPage" && _id == "aboutPage"][0]`);

export const CONTACT_PAGE_QUERY = defineQuery(`*[_type == "contactPage" && _id == "contactPage"][0]`);

export const DELIVERY_QUERY = defineQuery(`*[_type == "deliverySettings" && _id == "deliverySettings"][0]`);

export const POLICIES_QUERY = defineQuery(`*[_type == "policy" && defined(type)] | order(type asc)`);

/** The lay-by terms (Lipa Mdogo Mdogo); null where the document was never made (no lay-by offered). */
export const LAYBY_QUERY = defineQuery(`*[_type == "laybySettings" && _id == "laybySettings"][0]`);

/** The installation settings (prices by band and zone, the calendar's rules); null where the document was never made (no installations). */
export const INSTALLATION_QUERY = defineQuery(`*[_type == "installationSettings" && _id == "installationSettings"][0]`);
