import { escapeHTML, toHTML, uriLooksSafe, type PortableTextComponents } from '@portabletext/to-html';
import type { RichTextHtml } from '../lib/catalogue/types.ts';
import type { RichText, RichTextTable } from './portable-text.ts';

/** Renders the shop's Portable Text (policies, the about story) to HTML, once, in the content door. */

function table({ value }: { value: RichTextTable }): string {
  const [head, ...body] = value.rows;
  const cells = (row: { cells: string[] }, tag: 'th' | 'td') =>
    row.cells
      .map((cell, i) =>
        tag === 'td' && i === 0
          ? `<th scope="row">${escapeHTML(cell)}</th>`
          : `<${tag}${tag === 'th' ? ' scope="col"' : ''}>${escapeHTML(cell)}</${tag}>`,
      )
      .join('');
  return (
    `<div class="rich-table"><table><caption>${escapeHTML(value.caption)}</caption>` +
    `<thead><tr>${head ? cells(head, 'th') : ''}</tr></thead>` +
    `<tbody>${body.map((row) => `<tr>${cells(row, 'td')}</tr>`).join('')}</tbody></table></div>`
  );
}

const components = {
  types: { table: ({ value }) => table({ value: value as RichTextTable }) },
  marks: {
    link: ({ children, value }) => {
      const href = typeof value?.href === 'string' ? value.href : '';
      if (!uriLooksSafe(href)) return children;
      const external = /^https?:\/\//.test(href);
      return `<a href="${escapeHTML(href)}"${external ? ' rel="noopener"' : ''}>${children}</a>`;
    },
  },
} satisfies Partial<PortableTextComponents>;

/** What the text's own blocks stand for, rendered by the content door: the warranty terms table (warranty-table.ts). */
export interface DrawnBlocks {
  warrantyTerms?: string;
}

/** `drawn` fills the blocks that show figures from other documents; a text that has one the door did not draw fails the build. */
export function renderRichText(body: RichText, drawn: DrawnBlocks = {}): RichTextHtml {
  const types = {
    ...components.types,
    warrantyTerms: () => {
      if (drawn.warrantyTerms === undefined) throw new Error('This text shows the warranty terms, which only a policy can');
      return drawn.warrantyTerms;
    },
  };
  return toHTML(body as unknown as Parameters<typeof toHTML>[0], {
    components: { ...components, types },
    onMissingComponent: false,
  }) as RichTextHtml;
}
