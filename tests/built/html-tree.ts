import { parse, type DefaultTreeAdapterTypes as Tree } from 'parse5';

/**
 * Built pages read as a browser reads them (parse5 is the HTML standard's parsing algorithm), with
 * scripting off, so what `<noscript>` holds is part of the tree: it is what a shopper without
 * JavaScript gets.
 */

export type Element = Tree.Element;
export type Root = Tree.Document | Tree.DocumentFragment;

export function parsePage(html: string): Tree.Document {
  return parse(html, { scriptingEnabled: false });
}

function isElement(node: Tree.ChildNode): node is Element {
  return 'tagName' in node;
}

/** The elements under `root` in document order, not entering `<template>` content (a tree of its own). */
export function* elements(root: Tree.ParentNode): Generator<Element> {
  for (const child of root.childNodes) {
    if (!isElement(child)) continue;
    yield child;
    yield* elements(child);
  }
}

/** The document and the content of each of its templates: each a tree whose ids and labels stand alone. */
export function trees(document: Tree.Document): Root[] {
  const out: Root[] = [document];
  for (let i = 0; i < out.length; i++) {
    for (const element of elements(out[i]!)) if (element.tagName === 'template') out.push((element as Tree.Template).content);
  }
  return out;
}

export function attr(element: Element, name: string): string | undefined {
  return element.attrs.find((a) => a.name === name)?.value;
}

export function textOf(node: Tree.ParentNode): string {
  return node.childNodes
    .map((child) => (child.nodeName === '#text' ? (child as Tree.TextNode).value : isElement(child) ? textOf(child) : ''))
    .join('');
}

export function ancestors(element: Element): Element[] {
  const out: Element[] = [];
  for (let node = element.parentNode; node && 'tagName' in node; node = node.parentNode) out.push(node);
  return out;
}
