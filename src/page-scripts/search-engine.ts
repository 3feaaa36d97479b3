import type { SearchState } from '../lib/filters/search.ts';
import type { SearchCore, SearchDetail } from '../lib/search/index-shape.ts';
import { chunksFor } from '../lib/search/paging.ts';
import { planTerm, prefixesOf, termOrdinals } from '../lib/search/plan.ts';
import { decodeGaps } from '../lib/search/postings.ts';
import { matchOrdinals, viewOf, type CoreView } from '../lib/search/query.ts';
import { queryTerms } from '../lib/search/tokens.ts';
import { loadSearchCore, searchFiles } from '../client/search-index.ts';

/**
 * The search page's engine over the split index: the core filters and sorts the whole catalogue;
 * a query term costs one shard (or prefix union) the first time; a shown page costs the details
 * files of its cards. Every answer is null when a file cannot be loaded.
 */
export interface SearchEngine {
  view: CoreView;
  /** The ordinals the state shows, in display order. */
  run(state: SearchState): Promise<Uint32Array | null>;
  /** The cards of results from..to-1 of `ordinals`, by ordinal. */
  details(ordinals: Uint32Array, from: number, to: number): Promise<Map<number, SearchDetail> | null>;
}

export async function openSearch(): Promise<SearchEngine | null> {
  const core: SearchCore | null = await loadSearchCore();
  if (!core) return null;
  const view = viewOf(core);
  const prefixes = prefixesOf(core);
  const files = searchFiles(core.v);
  const terms = new Map<string, number[]>();

  const ordinalsOf = async (term: string): Promise<number[] | null> => {
    const known = terms.get(term);
    if (known) return known;
    const plan = planTerm(term, prefixes);
    let found: number[] | null = [];
    if (plan.kind === 'shard') {
      const shard = await files.shard(plan.file);
      found = shard && termOrdinals(term, shard);
    } else if (plan.kind === 'union') {
      const union = await files.union(plan.file);
      found = union && decodeGaps(union);
    }
    if (found) terms.set(term, found);
    return found;
  };

  return {
    view,
    async run(state) {
      const lists = await Promise.all(queryTerms(state.q).map(ordinalsOf));
      if (lists.some((list) => list === null)) return null;
      return matchOrdinals(view, lists as number[][], state);
    },
    async details(ordinals, from, to) {
      const chunks = chunksFor(ordinals, from, to, core.chunk);
      const loaded = await Promise.all(chunks.map(files.details));
      const cards = new Map<number, SearchDetail>();
      for (let i = from; i < Math.min(to, ordinals.length); i++) {
        const ordinal = ordinals[i]!;
        const chunk = loaded[chunks.indexOf(Math.floor(ordinal / core.chunk))];
        const detail = chunk?.[ordinal % core.chunk];
        if (!detail) return null;
        cards.set(ordinal, detail);
      }
      return cards;
    },
  };
}
