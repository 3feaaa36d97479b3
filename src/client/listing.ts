import { fromListingFile, listingFileUrl, mergeByRank, type ListingFileRecord, type ListingRecord } from '../lib/filters/listing-record.ts';

/** The listing files the build writes (/listing/{category}.json), fetched once each per page. */

const files = new Map<string, Promise<ListingRecord[]>>();

function loadFile(category: string, fetcher: typeof fetch): Promise<ListingRecord[]> {
  let file = files.get(category);
  if (!file) {
    file = fetcher(listingFileUrl(category), { headers: { accept: 'application/json' } }).then(async (response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const records: unknown = await response.json();
      if (!Array.isArray(records)) throw new Error('not a list');
      return (records as ListingFileRecord[]).map(fromListingFile);
    });
    // A failed load is forgotten, so the next filter change tries again.
    file.catch(() => files.delete(category));
    files.set(category, file);
  }
  return file;
}

/** The records of these categories in the shop's default order; null when a file cannot be had. */
export async function loadListingRecords(categories: readonly string[], fetcher: typeof fetch = fetch): Promise<ListingRecord[] | null> {
  try {
    return mergeByRank(await Promise.all(categories.map((category) => loadFile(category, fetcher))));
  } catch (error) {
    console.error('The listing could not be loaded.', error);
    return null;
  }
}
