/** Portable Text as the shop's editors write it (Sanity's raw shape): paragraphs, headings, lists, links and tables. */
interface RichTextSpan {
  _type: 'span';
  _key?: string;
  text: string;
  marks?: string[];
}
interface RichTextLink {
  _type: 'link';
  _key: string;
  href: string;
}
interface RichTextBlock {
  _type: 'block';
  _key?: string;
  style: 'normal' | 'h2' | 'h3';
  listItem?: 'bullet' | 'number';
  level?: number;
  children: RichTextSpan[];
  markDefs?: RichTextLink[];
}
/** A table; its first row is the header row. */
export interface RichTextTable {
  _type: 'table';
  _key?: string;
  caption: string;
  rows: { _key?: string; cells: string[] }[];
}
/** Where a policy shows the categories' warranty terms: the content door renders the table (warranty-table.ts). */
interface RichTextWarrantyTerms {
  _type: 'warrantyTerms';
  _key?: string;
}
export type RichText = readonly (RichTextBlock | RichTextTable | RichTextWarrantyTerms)[];
