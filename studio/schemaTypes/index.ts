import { aboutPage } from './aboutPage.ts';
import { category } from './category.ts';
import { contactPage } from './contactPage.ts';
import { deliverySettings } from './deliverySettings.ts';
import { homePage } from './homePage.ts';
import { installationSettings } from './installationSettings.ts';
import { laybySettings } from './laybySettings.ts';
import { partner } from './partner.ts';
import { policy } from './policy.ts';
import { product } from './product.ts';
import { policyText, richText, table } from './richText.ts';
import { seo } from './seo.ts';
import { siteSettings } from './siteSettings.ts';
import { testimonial } from './testimonial.ts';
import { manufacturerWarranty, warrantyTerms } from './warranty.ts';

/** Document types first, then the object types they use. */
export const documentTypes = [
  siteSettings,
  deliverySettings,
  laybySettings,
  installationSettings,
  homePage,
  aboutPage,
  contactPage,
  category,
  product,
  testimonial,
  partner,
  policy,
];
const objectTypes = [seo, richText, policyText, table, manufacturerWarranty, warrantyTerms];
export const schemaTypes = [...documentTypes, ...objectTypes];

/** Documents that exist once, under their type name as id. */
export const SINGLETON_TYPES = [
  'siteSettings',
  'deliverySettings',
  'laybySettings',
  'installationSettings',
  'homePage',
  'aboutPage',
  'contactPage',
] as const;
