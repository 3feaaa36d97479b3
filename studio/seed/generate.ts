/**
 * Writes the demo dataset: studio/seed/*.ndjson and studio/seed/images/*, importable with
 * `sanity dataset import` and read by the shop's local CMS door, and the demo's stock counts,
 * studio/seed/stock.json (lib/stock.ts). Run: npx node studio/seed/generate.ts
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { CategorySlug } from '../../src/lib/catalogue/categories.ts';
import { accessories } from './data/accessories.ts';
import { backUpSystems } from './data/back-up-systems.ts';
import { batteries } from './data/batteries.ts';
import { categories } from './data/categories.ts';
import { chargeControllers } from './data/charge-controllers.ts';
import { heatPumps } from './data/heat-pumps.ts';
import { inverters } from './data/inverters.ts';
import { packages } from './data/packages.ts';
import { policies } from './data/policies.ts';
import { pumpInverters } from './data/pump-inverters.ts';
import * as site from './data/site-content.ts';
import { solarFloodlights } from './data/solar-floodlights.ts';
import { solarPanels } from './data/solar-panels.ts';
import type { ProductSeed } from './data/types.ts';
import { waterHeaters } from './data/water-heaters.ts';
import { categoryTile, partnerLogo, productCard } from './lib/illustrations.ts';
import { heroImage } from './lib/hero.ts';
import { markupToBlocks } from './lib/markup.ts';
import { drawingFor, imageAltSw, specSentence, specSentenceSw, tagsFor, tagsForSw } from './lib/products.ts';
import { productsSw, warrantyCoversSw } from './data/products-sw.ts';
import { seedWeightKg } from './lib/weights.ts';
import { seedTaxType } from './lib/tax.ts';
import { demoStock } from './lib/stock.ts';
import { seedDrafts } from './lib/drafts.ts';
import { fromMonths, warrantyDocument } from './lib/warranty.ts';
import { CATEGORY_WARRANTY_MONTHS } from '../../src/lib/warranty/terms.ts';
import { toDeliveryDocument } from '../../src/cms/delivery-schema.ts';
import { DEFAULT_DELIVERY_SETTINGS } from '../../src/lib/delivery/defaults.ts';
import { toLaybyDocument } from '../../src/cms/layby-schema.ts';
import { DEMO_LAYBY_TERMS } from './data/layby-settings.ts';
import { toInstallationDocument } from '../../src/cms/installation-schema.ts';
import { DEMO_CLOSED_DAY_NOTES, DEMO_INSTALLATION_SETTINGS } from './data/installation-settings.ts';
import { seedInstallation } from './lib/installation.ts';

const SEED = 'studio/seed';
const IMAGES = join(SEED, 'images');

const PRODUCTS: Record<CategorySlug, ProductSeed[]> = {
  'solar-panels': solarPanels,
  inverters,
  batteries,
  'charge-controllers': chargeControllers,
  accessories,
  packages,
  'solar-floodlights': solarFloodlights,
  'water-heaters': waterHeaters,
  'heat-pumps': heatPumps,
  'solar-hybrid-water-pumping-inverters': pumpInverters,
  'back-up-systems': backUpSystems,
};

type Doc = Record<string, unknown> & { _id: string; _type: string };
const images = new Map<string, string>();

function image(file: string, svgText: string, alt: string) {
  images.set(file, svgText);
  return { _type: 'image', _sanityAsset: `image@file://./images/${file}`, alt };
}

const ref = (id: string, key?: string) => ({ _type: 'reference', _ref: id, ...(key ? { _key: key } : {}) });
const slug = (current: string) => ({ _type: 'slug', current });
/** A seed price in KSh as the CMS holds it, in cents; whole shillings only, as the Studio and the build demand. */
function cents(shillings: number): number {
  if (!Number.isInteger(shillings)) throw new Error(`Seed prices are whole shillings, got KSh ${shillings}`);
  return shillings * 100;
}

function categoryDocs(): Doc[] {
  return categories.map((c, i) => ({
    _id: `category-${c.slug}`,
    _type: 'category',
    name: c.name,
    slug: slug(c.slug),
    description: c.description,
    sortOrder: i,
    image: image(`category-${c.slug}.jpg`, categoryTile(c.kind, c.name, '#0b6e4f'), `${c.name}: illustration`),
    seo: { _type: 'seo', title: c.seoTitle, description: c.seoDescription },
    // The warranty policy's figure for the family; products that set none of their own show it.
    warranty: warrantyDocument(fromMonths(CATEGORY_WARRANTY_MONTHS[c.slug], c.warrantyCovers)),
    sw: {
      name: c.sw.name,
      description: c.sw.description,
      seo: { title: c.sw.seoTitle, description: c.sw.seoDescription },
      warranty: { covers: c.sw.warrantyCovers },
    },
  }));
}

/** A product's Kiswahili group, where the demo translates it (products-sw.ts); the rest stay English. */
function productSw(category: CategorySlug, p: ProductSeed): Doc['sw'] {
  const t = productsSw[p.slug];
  const covers = p.warranty?.covers ? warrantyCoversSw[p.warranty.covers] : undefined;
  if (!t && !covers) return undefined;
  const categoryName = categories.find((c) => c.slug === category)!.sw.name;
  return {
    ...(t
      ? {
          description: [t.blurb, specSentenceSw(category, p, t.specs?.useCase)].filter(Boolean).join(' '),
          features: t.features,
          tags: tagsForSw(categoryName, p, t.tags, t.specs?.type),
          ...t.specs,
          image: { alt: imageAltSw(category, p, t.specs?.type) },
        }
      : {}),
    ...(covers ? { warranty: { covers } } : {}),
  };
}

function withInstallation(category: CategorySlug, p: ProductSeed): Record<string, unknown> {
  const installation = seedInstallation(category, p);
  return installation ? { installation } : {};
}

function productDocs(): Doc[] {
  const docs: Doc[] = [];
  for (const [category, rows] of Object.entries(PRODUCTS) as [CategorySlug, ProductSeed[]][]) {
    for (const p of rows) {
      const drawing = drawingFor(category, p);
      const sw = productSw(category, p);
      docs.push({
        _id: `product-${p.slug}`,
        _type: 'product',
        name: p.name,
        slug: slug(p.slug),
        brand: p.brand,
        category: ref(`category-${category}`),
        price: cents(p.price),
        ...(p.compareAt ? { compareAtPrice: cents(p.compareAt) } : {}),
        ...(p.discountPercent ? { discountPercent: p.discountPercent } : {}),
        ...(p.flashSale ? { flashSale: true } : {}),
        // Every demo product is on sale; how many are in stock is the count in stock.json (lib/stock.ts).
        onSale: true,
        // Batteries zero-rated, the rest 16 %: the demo's choice and its doubts are in lib/tax.ts.
        taxType: seedTaxType(category),
        weightKg: seedWeightKg(category, p),
        image: image(
          `product-${p.slug}.jpg`,
          productCard(drawing.kind, p.brand, drawing.rating, drawing.screen),
          `${p.name}: illustration showing the ${p.brand} brand and ${drawing.rating}`,
        ),
        description: [p.blurb, specSentence(category, p)].filter(Boolean).join(' '),
        tags: tagsFor(category, p),
        features: p.features,
        ...(p.warranty ? { warranty: warrantyDocument(p.warranty) } : {}),
        // Whether the shop installs it, by which licence class, at which band: lib/installation.ts.
        ...withInstallation(category, p),
        ...p.specs,
        ...(sw ? { sw } : {}),
      });
    }
  }
  return docs;
}

function contentDocs(): Doc[] {
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

function policyDocs(): Doc[] {
  return policies.map((p) => ({
    _id: `policy-${p.type}`,
    _type: 'policy',
    type: p.type,
    title: p.title,
    summary: p.summary,
    version: p.version,
    updatedAt: p.updatedAt,
    body: markupToBlocks(p.body, p.type),
    // The page adds ' | Solar Shop Kenya' to the title itself.
    seo: { _type: 'seo', title: p.title, description: p.seoDescription },
    sw: {
      title: p.sw.title,
      summary: p.sw.summary,
      ...(p.sw.body ? { body: markupToBlocks(p.sw.body, `${p.type}-sw`) } : {}),
      seo: { title: p.sw.title, description: p.sw.seoDescription },
    },
  }));
}

const settings: Doc = {
  _id: 'siteSettings',
  _type: 'siteSettings',
  shopName: 'Solar Shop Kenya',
  phone: '+254712345678',
  email: 'sales@solarshop.co.ke',
  whatsapp: '+254712345678',
  orderAlerts: { emails: ['orders@solarshop.co.ke'], phones: ['+254722000111'] },
  // The change window the terms and the refund policy show where they write {orderChangeHours}; customers cancel online for as long.
  orderChangeHours: 2,
  // Cash on delivery above KSh 150,000 (what a driver carries back) waits for the team's call: see docs/editors.md.
  cashOnDelivery: { limit: 15_000_000, above: 'call-first' },
  address: { street: 'Ruaraka Business Park, Thika Road', area: 'Ruaraka', city: 'Nairobi' },
  hours: 'Monday to Friday, 8am to 6pm',
  paymentMethods: ['M-PESA', 'VISA', 'MasterCard'],
  siteDiscountPercent: 5,
  // The same hours in 24-hour figures: "saa 2" would be Swahili time (08:00), not 2 o'clock.
  sw: { hours: 'Jumatatu hadi Ijumaa, 08:00 hadi 18:00' },
};

async function writeNdjson(file: string, docs: Doc[]) {
  await writeFile(join(SEED, file), docs.map((d) => JSON.stringify(d)).join('\n') + '\n');
}

async function rasterise(file: string, svgText: string): Promise<number> {
  const pipeline = sharp(Buffer.from(svgText));
  const output = file.endsWith('.png')
    ? await pipeline.png({ palette: true, compressionLevel: 9 }).toBuffer()
    : await pipeline.jpeg({ quality: 72, mozjpeg: true }).toBuffer();
  await writeFile(join(IMAGES, file), output);
  return output.length;
}

async function main() {
  const files: [string, Doc[]][] = [
    [
      'settings.ndjson',
      [
        settings,
        toDeliveryDocument(DEFAULT_DELIVERY_SETTINGS),
        toLaybyDocument(DEMO_LAYBY_TERMS),
        toInstallationDocument(DEMO_INSTALLATION_SETTINGS, DEMO_CLOSED_DAY_NOTES),
      ],
    ],
    ['categories.ndjson', categoryDocs()],
    ['products.ndjson', productDocs()],
    ['content.ndjson', contentDocs()],
    ['policies.ndjson', policyDocs()],
  ];
  // Unpublished edits, from the published documents above: what a preview shows and a build does not.
  files.push(['drafts.ndjson', seedDrafts(files.flatMap(([, docs]) => docs))]);
  await mkdir(IMAGES, { recursive: true });
  for (const old of await readdir(IMAGES)) await rm(join(IMAGES, old));
  for (const [file, docs] of files) await writeNdjson(file, docs);
  const rows = Object.entries(PRODUCTS).flatMap(([category, products]) =>
    products.map((p): [CategorySlug, ProductSeed] => [category as CategorySlug, p]),
  );
  await writeFile(join(SEED, 'stock.json'), JSON.stringify(demoStock(rows), null, 2) + '\n');
  let total = 0;
  let largest = 0;
  for (const [file, svgText] of images) {
    const size = await rasterise(file, svgText);
    total += size;
    largest = Math.max(largest, size);
  }
  const count = files.reduce((n, [, docs]) => n + docs.length, 0);
  console.log(
    `Wrote ${count} documents and ${images.size} images (${Math.round(total / 1024)} KB, largest ${Math.round(largest / 1024)} KB) to ${SEED}`,
  );
}

await main();
