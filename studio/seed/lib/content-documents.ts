import * as site from '../data/site-content.ts';
import { heroImage } from './hero.ts';
import { partnerLogo } from './illustrations.ts';
import { markupToBlocks } from './markup.ts';
import { ref, type Doc, type ImageOf } from './seed-fields.ts';

/** The pages' documents: home (slides, offers, ads), about, contact, testimonials and partners. */
export function contentDocs(image: ImageOf): Doc[] {
  const products = (slugs: string[], prefix: string) => slugs.map((s, i) => ref(`product-${s}`, `${prefix}-${i}`));
  const home: Doc = {
    _id: 'homePage',
    _type: 'homePage',
    heroSlides: site.heroSlides.map((s) => ({
      _type: 'heroSlide',
      _key: s.key,
      title: s.title,
      subtitle: s.subtitle,
      link: s.link,
      cta: s.cta,
      image: image(...heroImage(s.link), s.imageAlt),
      sw: s.sw,
    })),
    flashSale: { ...site.flashSale },
    mustHaves: {
      title: site.mustHaves.title,
      subtitle: site.mustHaves.subtitle,
      products: products(site.mustHaves.products, 'must'),
      sw: site.mustHaves.sw,
    },
    specialOffers: site.specialOffers.map(({ key, product, highlight, ...o }) => ({
      _type: 'specialOffer',
      _key: key,
      ...o,
      ...(highlight ? { highlight } : {}),
      product: ref(`product-${product}`),
    })),
    whyChooseUs: site.whyChooseUs.map(({ key, ...f }) => ({ _type: 'feature', _key: key, ...f })),
    featuredAds: site.featuredAds.map(({ key, product, ...a }) => ({
      _type: 'featuredAd',
      _key: key,
      ...a,
      product: ref(`product-${product}`),
    })),
    lightingDeals: { ...site.lightingDeals, products: products(site.lightingDeals.products, 'lighting') },
  };
  const testimonials: Doc[] = site.testimonials.map((t, i) => ({
    _id: t.id,
    _type: 'testimonial',
    name: t.name,
    location: t.location,
    text: t.text,
    sortOrder: i,
  }));
  const partners: Doc[] = site.partners.map((p, i) => ({
    _id: p.id,
    _type: 'partner',
    name: p.name,
    url: p.url,
    sortOrder: i,
    logo: image(`${p.id}.png`, partnerLogo(p.name), `${p.name} logo`),
  }));
  const about: Doc = {
    _id: 'aboutPage',
    _type: 'aboutPage',
    title: site.about.title,
    intro: site.about.intro,
    foundedYear: site.about.foundedYear,
    story: markupToBlocks(site.about.story, 'story'),
    mission: site.about.mission,
    vision: site.about.vision,
    values: site.about.values.map(({ key, ...v }) => ({ _type: 'value', _key: key, ...v })),
    seo: { _type: 'seo', ...site.about.seo },
    sw: { ...site.about.sw, story: markupToBlocks(site.about.sw.story, 'story-sw') },
  };
  const contact: Doc = {
    _id: 'contactPage',
    _type: 'contactPage',
    title: site.contact.title,
    intro: site.contact.intro,
    faqs: site.contact.faqs.map(({ key, ...f }) => ({ _type: 'faq', _key: key, ...f })),
    seo: { _type: 'seo', ...site.contact.seo },
    sw: site.contact.sw,
  };
  return [home, about, contact, ...testimonials, ...partners];
}
