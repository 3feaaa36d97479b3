/**
 * The demo dataset's documents, as `sanity dataset import` reads them (generate.ts writes them):
 * settings, categories, products, pages and policies, with the drafts made from them, and the
 * SVG of every picture they name.
 */
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
import { solarFloodlights } from './data/solar-floodlights.ts';
import { solarPanels } from './data/solar-panels.ts';
import type { ProductSeed } from './data/types.ts';
import { waterHeaters } from './data/water-heaters.ts';
import { categoryTile, productCard } from './lib/illustrations.ts';
import { markupToBlocks } from './lib/markup.ts';
import { drawingFor, imageAltSw, specSentence, specSentenceSw, tagsFor, tagsForSw } from './lib/products.ts';
import { productsSw, warrantyCoversSw } from './data/products-sw.ts';
import { seedWeightKg } from './lib/weights.ts';
import { seedTaxType } from './lib/tax.ts';
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
import { contentDocs } from './lib/content-documents.ts';
import { cents, imageInto, ref, slug, type Doc, type ImageOf } from './lib/seed-fields.ts';

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

function categoryDocs(image: ImageOf): Doc[] {
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

function productDocs(image: ImageOf): Doc[] {
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

/** Every file of documents with its documents, the pictures they name (file name to SVG), and the products by category (for stock.json). */
export function seedDocuments(): { files: [string, Doc[]][]; images: Map<string, string>; rows: [CategorySlug, ProductSeed][] } {
  const images = new Map<string, string>();
  const image = imageInto(images);
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
    ['categories.ndjson', categoryDocs(image)],
    ['products.ndjson', productDocs(image)],
    ['content.ndjson', contentDocs(image)],
    ['policies.ndjson', policyDocs()],
  ];
  // Unpublished edits, from the published documents above: what a preview shows and a build does not.
  files.push(['drafts.ndjson', seedDrafts(files.flatMap(([, docs]) => docs))]);
  const rows = Object.entries(PRODUCTS).flatMap(([category, products]) =>
    products.map((p): [CategorySlug, ProductSeed] => [category as CategorySlug, p]),
  );
  return { files, images, rows };
}
