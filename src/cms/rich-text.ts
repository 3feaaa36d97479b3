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

const components: Partial<PortableTextComponents> = {
  types: { table: ({ value }) => table({ value: value as RichTextTable }) },
  marks: {
    link: ({ children, value }) => {
      const href = typeof value?.href === 'string' ? value.href : '';
      if (!uriLooksSafe(href)) return children;
      const external = /^https?:\/\//.test(href);
      return `<a href="${escapeHTML(href)}"${external ? ' rel="noopener"' : ''}>${children}</a>`;
    },
  },
};

export function renderRichText(body: RichText): RichTextHtml {
  return toHTML(body as unknown as Parameters<typeof toHTML>[0], { components, onMissingComponent: false }) as RichTextHtml;
}
