/**
 * Turns the seed's small text markup into Portable Text blocks with stable keys:
 * '## ' / '### ' headings, '- ' bullets, '1. ' numbered items, 'Table: caption' plus '| a | b |' rows,
 * '[[warrantyTerms]]' for the table of the categories' warranty terms (drawn when the page is built),
 * **bold** and [text](href) inline; any other non-empty line is a paragraph.
 */
type Span = { _type: 'span'; _key: string; text: string; marks: string[] };
type LinkDef = { _type: 'link'; _key: string; href: string };
type Block =
  | {
      _type: 'block';
      _key: string;
      style: 'normal' | 'h2' | 'h3';
      listItem?: 'bullet' | 'number';
      level?: number;
      children: Span[];
      markDefs: LinkDef[];
    }
  | { _type: 'table'; _key: string; caption: string; rows: { _type: 'tableRow'; _key: string; cells: string[] }[] }
  | { _type: 'warrantyTerms'; _key: string };

function inline(source: string, key: string): { children: Span[]; markDefs: LinkDef[] } {
  const children: Span[] = [];
  const markDefs: LinkDef[] = [];
  const pattern = /\*\*(.+?)\*\*|\[(.+?)\]\((.+?)\)/g;
  let last = 0;
  const push = (text: string, marks: string[]) => {
    if (text) children.push({ _type: 'span', _key: `${key}s${children.length}`, text, marks });
  };
  for (const match of source.matchAll(pattern)) {
    push(source.slice(last, match.index), []);
    if (match[1] !== undefined) push(match[1], ['strong']);
    else {
      const linkKey = `${key}l${markDefs.length}`;
      markDefs.push({ _type: 'link', _key: linkKey, href: match[3] ?? '' });
      push(match[2] ?? '', [linkKey]);
    }
    last = match.index + match[0].length;
  }
  push(source.slice(last), []);
  return { children, markDefs };
}

export function markupToBlocks(markup: string, prefix: string): Block[] {
  const blocks: Block[] = [];
  let table: Extract<Block, { _type: 'table' }> | null = null;
  for (const raw of markup.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('|') && table) {
      const cells = line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim());
      table.rows.push({ _type: 'tableRow', _key: `${table._key}r${table.rows.length}`, cells });
      continue;
    }
    table = null;
    if (line === '') continue;
    const key = `${prefix}-${blocks.length}`;
    if (line === '[[warrantyTerms]]') blocks.push({ _type: 'warrantyTerms', _key: key });
    else if (line.startsWith('Table: ')) {
      table = { _type: 'table', _key: key, caption: line.slice(7), rows: [] };
      blocks.push(table);
    } else if (line.startsWith('### ')) blocks.push({ _type: 'block', _key: key, style: 'h3', ...inline(line.slice(4), key) });
    else if (line.startsWith('## ')) blocks.push({ _type: 'block', _key: key, style: 'h2', ...inline(line.slice(3), key) });
    else if (line.startsWith('- '))
      blocks.push({ _type: 'block', _key: key, style: 'normal', listItem: 'bullet', level: 1, ...inline(line.slice(2), key) });
    else if (/^\d+\. /.test(line))
      blocks.push({
        _type: 'block',
        _key: key,
        style: 'normal',
        listItem: 'number',
        level: 1,
        ...inline(line.replace(/^\d+\. /, ''), key),
      });
    else blocks.push({ _type: 'block', _key: key, style: 'normal', ...inline(line, key) });
  }
  return blocks;
}
