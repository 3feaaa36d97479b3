import { category } from './category.ts';
import { product } from './product.ts';
import { siteSettings } from './siteSettings.ts';

export const schemaTypes = [siteSettings, category, product];
