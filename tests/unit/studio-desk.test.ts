import type { DocumentActionComponent, TemplateItem } from 'sanity';
import type { StructureBuilder, StructureResolverContext } from 'sanity/structure';
import { describe, expect, it } from 'vitest';
import { SINGLETON_HIDDEN_ACTIONS, singletonActions, withoutSingletons } from '../../studio/singletons.ts';
import { PRODUCTS_WITHOUT_KISWAHILI_FILTER } from '../../studio/kiswahili-missing.ts';
import { documentActions } from '../../studio/document-actions.ts';

/**
 * The Studio's desk (studio/structure.ts, through Sanity's own structure builder) and its single
 * documents (studio/singletons.ts, the filters sanity.config.ts installs).
 */

const { createSchema } = await import('sanity');
const { createStructureBuilder } = await import('sanity/structure');
const { documentTypes, schemaTypes, SINGLETON_TYPES } = await import('../../studio/schemaTypes/index.ts');
const { structure } = await import('../../studio/structure.ts');
const config = (await import('../../studio/sanity.config.ts')).default;

/** Just what the structure builder reads from the Studio's source to build these panes. */
const source = {
  schema: createSchema({ name: 'shop', types: schemaTypes }),
  getClient: () => ({}),
  i18n: { t: (key: string) => key },
  templates: [],
  document: { resolveNewDocumentOptions: () => [] },
  currentUser: null,
};
const S: StructureBuilder = createStructureBuilder({ source, perspectiveStack: [] } as unknown as Parameters<
  typeof createStructureBuilder
>[0]);

interface Node {
  id: string;
  title?: string;
  type: string;
  items?: Node[];
  child?: Node & { (id: string, context: unknown): { serialize(options: unknown): Node } };
  schemaTypeName?: string;
  /** On a list item of one document type, its schema type (its child list is made when opened). */
  schemaType?: { name: string };
  options?: { id?: string; type?: string; filter?: string; params?: Record<string, unknown> };
}

/** The desk as lines an editor would read: "group / item: what opens". */
function outline(node: Node, path: string[] = []): string[] {
  return (node.items ?? []).flatMap((item) => {
    const here = [...path, item.title ?? item.id];
    const child = item.child!;
    if (child.type === 'list') return outline(child, here);
    const opens =
      child.type === 'document'
        ? `the ${child.options?.type} document "${child.options?.id}"`
        : `a list of ${child.schemaTypeName ?? item.schemaType?.name}`;
    return [`${here.join(' / ')}: ${opens}`];
  });
}

const desk = (structure(S, {} as StructureResolverContext) as unknown as { serialize(options: unknown): Node }).serialize({ path: [] });

describe('the desk groups documents as an editor thinks of them', () => {
  it('has catalogue, pages, policies and settings', () => {
    expect(outline(desk)).toEqual([
      'Catalogue / All products: a list of product',
      'Catalogue / Products by category: a list of category',
      'Catalogue / Products without Kiswahili: a list of product',
      'Catalogue / Categories: a list of category',
      'Pages / Home page: the homePage document "homePage"',
      'Pages / About page: the aboutPage document "aboutPage"',
      'Pages / Contact page: the contactPage document "contactPage"',
      'Pages / Testimonials: a list of testimonial',
      'Pages / Partners: a list of partner',
      'Policies: a list of policy',
      'Settings / Site settings: the siteSettings document "siteSettings"',
      'Settings / Delivery: the deliverySettings document "deliverySettings"',
      'Settings / Lay-by: the laybySettings document "laybySettings"',
      'Settings / Installation: the installationSettings document "installationSettings"',
    ]);
  });

  it('reaches every document type', () => {
    const lines = outline(desk).join('\n');
    for (const type of documentTypes.map((t) => t.name)) expect(lines).toMatch(new RegExp(`(list of|the) ${type}\\b`));
  });

  it("lists a category's products under Products by category", () => {
    const byCategory = desk.items![0]!.child!.items![1]!.child!;
    const products = byCategory.child!('category-batteries', {}).serialize({ path: [] });
    expect(products.schemaTypeName).toBe('product');
    expect(products.options).toMatchObject({
      filter: '_type == "product" && category._ref == $categoryId',
      params: { categoryId: 'category-batteries' },
    });
  });

  it('lists the products still to translate under Products without Kiswahili, by the filter its own test checks', () => {
    const untranslated = desk.items![0]!.child!.items![2]!.child!;
    expect(untranslated.schemaTypeName).toBe('product');
    expect(untranslated.options?.filter).toBe(PRODUCTS_WITHOUT_KISWAHILI_FILTER);
  });
});

/** A stand-in for one of Sanity's document actions: only its `action` name matters to the filter. */
const action = (name?: string) => Object.assign(() => null, name ? { action: name } : {}) as unknown as DocumentActionComponent;
const ACTIONS = ['publish', 'discardChanges', 'unpublish', 'duplicate', 'delete', 'restore', 'unpublishVersion', 'schedule'].map(action);
const names = (actions: DocumentActionComponent[]) => actions.map((a) => a.action ?? '(plugin)');

describe('single documents cannot be copied, deleted or created again', () => {
  it.each(SINGLETON_TYPES)('%s offers no duplicate, delete or unpublish', (schemaType) => {
    expect(names(singletonActions([...ACTIONS, action()], { schemaType }))).toEqual([
      'publish',
      'discardChanges',
      'restore',
      'schedule',
      '(plugin)',
    ]);
  });

  it.each(['product', 'category', 'policy', 'testimonial', 'partner'])('%s keeps every action', (schemaType) => {
    expect(singletonActions(ACTIONS, { schemaType })).toEqual(ACTIONS);
  });

  it('hides the actions that would make or remove a copy', () => {
    expect([...SINGLETON_HIDDEN_ACTIONS].sort()).toEqual(['delete', 'duplicate', 'unpublish', 'unpublishVersion']);
  });

  it('leaves singletons out of the "Create" menus', () => {
    const options: TemplateItem[] = documentTypes.map((type) => ({ templateId: type.name }));
    expect(withoutSingletons(options).map((option) => option.templateId)).toEqual([
      'category',
      'product',
      'testimonial',
      'partner',
      'policy',
    ]);
  });

  it('is what the Studio config installs', () => {
    expect(config.document?.actions).toBe(documentActions);
    expect(config.document?.newDocumentOptions).toBe(withoutSingletons);
  });
});
