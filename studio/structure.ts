import type { ListItemBuilder, StructureBuilder, StructureResolver } from 'sanity/structure';
import type { SINGLETON_TYPES } from './schemaTypes/index.ts';
import { PRODUCTS_WITHOUT_KISWAHILI_FILTER } from './kiswahili-missing.ts';

type SingletonType = (typeof SINGLETON_TYPES)[number];

const SINGLETON_TITLES: Record<SingletonType, string> = {
  siteSettings: 'Site settings',
  deliverySettings: 'Delivery',
  laybySettings: 'Lay-by',
  installationSettings: 'Installation',
  homePage: 'Home page',
  aboutPage: 'About page',
  contactPage: 'Contact page',
};

/** A single document opens itself (id = type name): there is no list, and no second copy to make. */
function singleton(S: StructureBuilder, type: SingletonType): ListItemBuilder {
  return S.listItem()
    .title(SINGLETON_TITLES[type])
    .id(type)
    .schemaType(type)
    .child(S.document().schemaType(type).documentId(type).title(SINGLETON_TITLES[type]));
}

/** A named group of items, opened as its own list. */
function group(S: StructureBuilder, id: string, title: string, items: ListItemBuilder[]): ListItemBuilder {
  return S.listItem().title(title).id(id).child(S.list().title(title).id(id).items(items));
}

/** The products of each category: pick a category, see its products. */
function productsByCategory(S: StructureBuilder): ListItemBuilder {
  return S.listItem()
    .title('Products by category')
    .id('products-by-category')
    .child(
      S.documentTypeList('category')
        .title('Products by category')
        .child((categoryId) =>
          S.documentList()
            .title('Products')
            .schemaType('product')
            .apiVersion('2025-01-01')
            .filter('_type == "product" && category._ref == $categoryId')
            .params({ categoryId }),
        ),
    );
}

/** The products whose Kiswahili pages would show some of their words in English (kiswahili-missing.ts): what is left to translate. */
function productsWithoutKiswahili(S: StructureBuilder): ListItemBuilder {
  return S.listItem()
    .title('Products without Kiswahili')
    .id('products-without-kiswahili')
    .child(
      S.documentList()
        .title('Products without Kiswahili')
        .id('products-without-kiswahili')
        .schemaType('product')
        .apiVersion('2025-01-01')
        .filter(PRODUCTS_WITHOUT_KISWAHILI_FILTER),
    );
}

/**
 * The desk as an editor thinks of the shop: the catalogue (products, also by category and those
 * still to translate, and the categories), the pages (the three single pages, testimonials and partner logos), the policies,
 * and the settings (site-wide details, delivery, lay-by and installation).
 */
export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      group(S, 'catalogue', 'Catalogue', [
        S.documentTypeListItem('product').title('All products'),
        productsByCategory(S),
        productsWithoutKiswahili(S),
        S.documentTypeListItem('category').title('Categories'),
      ]),
      group(S, 'pages', 'Pages', [
        singleton(S, 'homePage'),
        singleton(S, 'aboutPage'),
        singleton(S, 'contactPage'),
        S.documentTypeListItem('testimonial').title('Testimonials'),
        S.documentTypeListItem('partner').title('Partners'),
      ]),
      S.documentTypeListItem('policy').title('Policies'),
      group(S, 'settings', 'Settings', [
        singleton(S, 'siteSettings'),
        singleton(S, 'deliverySettings'),
        singleton(S, 'laybySettings'),
        singleton(S, 'installationSettings'),
      ]),
    ]);
