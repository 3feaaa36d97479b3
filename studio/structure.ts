import type { StructureResolver } from 'sanity/structure';
import { SINGLETON_TYPES } from './schemaTypes/index.ts';

const SINGLETON_TITLES: Record<(typeof SINGLETON_TYPES)[number], string> = {
  siteSettings: 'Site settings',
  deliverySettings: 'Delivery',
  homePage: 'Home page',
  aboutPage: 'About page',
  contactPage: 'Contact page',
};

/** Singletons open their one document (id = type name); everything else is listed by type. */
export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      ...SINGLETON_TYPES.map((type) =>
        S.listItem().title(SINGLETON_TITLES[type]).id(type).child(S.document().schemaType(type).documentId(type)),
      ),
      S.divider(),
      ...S.documentTypeListItems().filter((item) => !(SINGLETON_TYPES as readonly string[]).includes(item.getId() ?? '')),
    ]);
