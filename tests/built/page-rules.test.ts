import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { LOCALE_TAG, localeOfPath } from '../../src/i18n/locales.ts';
import { builtPages, DIST, fileOfAddress, readPage, type BuiltPage } from './built-pages.ts';
import { ancestors, attr, elements, parsePage, textOf, trees, type Element } from './html-tree.ts';

/**
 * Rules every built page keeps that its HTML alone shows, checked on all of them (a few seconds),
 * so the browser sweeps (axe, Lighthouse) can run over a sample. Each rule lists the pages that
 * break it, with what is wrong.
 */

const CONTROLS = new Set(['input', 'select', 'textarea']);
const UNLABELLED_INPUTS = new Set(['hidden', 'submit', 'button', 'reset', 'image']);

const blank = (value: string | undefined) => value === undefined || value.trim() === '';

function describeElement(element: Element): string {
  const shown = ['id', 'name', 'type', 'src'].map((name) => [name, attr(element, name)]).filter(([, value]) => value !== undefined);
  return `<${element.tagName}${shown.map(([name, value]) => ` ${name}="${value}"`).join('')}>`;
}

/** `labelFor`: the ids that a label with text names in its `for`, in the control's tree. */
function labelled(control: Element, ids: ReadonlyMap<string, Element>, labelFor: ReadonlySet<string>): boolean {
  if (!blank(attr(control, 'aria-label'))) return true;
  const labelledBy = attr(control, 'aria-labelledby');
  if (!blank(labelledBy))
    return labelledBy!
      .trim()
      .split(/\s+/)
      .every((id) => ids.has(id) && !blank(textOf(ids.get(id)!)));
  if (ancestors(control).some((element) => element.tagName === 'label' && !blank(textOf(element)))) return true;
  const id = attr(control, 'id');
  return id !== undefined && labelFor.has(id);
}

/** Parses the page once and gives every rule's findings for it. */
function findings(page: BuiltPage, html: string): Record<string, string[]> {
  const document = parsePage(html);
  const all = [...elements(document)];
  const root = all.find((element) => element.tagName === 'html')!;
  const links = all.filter((element) => element.tagName === 'link');
  const noindex = all.some(
    (element) => element.tagName === 'meta' && attr(element, 'name') === 'robots' && /noindex/.test(attr(element, 'content') ?? ''),
  );
  const canonical = links.filter((link) => attr(link, 'rel') === 'canonical');
  const title = all.filter((element) => element.tagName === 'title');
  // An h1 inside a hidden element is not shown (the 404 page holds a second one for a missing product, shown instead of the first).
  const h1 = all.filter(
    (element) => element.tagName === 'h1' && ![element, ...ancestors(element)].some((e) => attr(e, 'hidden') !== undefined),
  ).length;
  const lang = LOCALE_TAG[localeOfPath(page.address)];

  const unlabelled: string[] = [];
  const noAlt: string[] = [];
  const duplicates: string[] = [];
  for (const tree of trees(document)) {
    const inTree = [...elements(tree)];
    const ids = new Map<string, Element>();
    const labelFor = new Set<string>();
    for (const element of inTree) {
      const id = attr(element, 'id');
      if (id !== undefined && ids.has(id))
        duplicates.push(`id="${id}" on ${describeElement(ids.get(id)!)} and ${describeElement(element)}`);
      else if (id !== undefined) ids.set(id, element);
      const target = attr(element, 'for');
      if (element.tagName === 'label' && target !== undefined && !blank(textOf(element))) labelFor.add(target);
    }
    for (const element of inTree) {
      if (element.tagName === 'img' && attr(element, 'alt') === undefined) noAlt.push(describeElement(element));
      const isControl =
        CONTROLS.has(element.tagName) &&
        !(element.tagName === 'input' && UNLABELLED_INPUTS.has((attr(element, 'type') ?? 'text').toLowerCase()));
      if (isControl && !labelled(element, ids, labelFor)) unlabelled.push(describeElement(element));
    }
  }

  const canonicalHref = canonical.length === 1 ? attr(canonical[0]!, 'href') : undefined;
  const canonicalProblem = noindex
    ? canonical.length > 0
      ? ['a canonical link on a noindex page']
      : []
    : canonical.length !== 1
      ? [`${canonical.length} canonical links`]
      : canonicalHref === undefined || !URL.canParse(canonicalHref)
        ? [`canonical "${canonicalHref}" is not an absolute address`]
        : existsSync(path.join(DIST, fileOfAddress(new URL(canonicalHref).pathname)))
          ? []
          : [`canonical ${canonicalHref} is not a built page`];

  return {
    'exactly one h1 shown': h1 === 1 ? [] : [`${h1} h1 elements shown`],
    'html lang is sw-KE under /sw and en-KE elsewhere': attr(root, 'lang') === lang ? [] : [`lang="${attr(root, 'lang')}", not ${lang}`],
    'every form control has a label (label[for], a wrapping label, aria-label or aria-labelledby)': unlabelled,
    'every img has alt': noAlt,
    'no id is used twice': duplicates,
    'a title that says something':
      title.length === 1 && !blank(textOf(title[0]!)) ? [] : [`${title.length} title elements, or an empty one`],
    'a canonical link to a built page, or noindex': canonicalProblem,
  };
}

const pages = await builtPages();
const broken = new Map<string, string[]>();
for (const page of pages) {
  for (const [rule, problems] of Object.entries(findings(page, await readPage(page)))) {
    const list = broken.get(rule) ?? [];
    list.push(...problems.map((problem) => `${page.address}: ${problem}`));
    broken.set(rule, list);
  }
}

it.each([...broken.keys()])('every page: %s', (rule) => {
  expect(broken.get(rule)).toEqual([]);
});
