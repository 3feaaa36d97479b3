import { catalogueSnapshot, type CatalogueSnapshot } from '../lib/catalogue/snapshot.ts';

/** Where the API reads the catalogue snapshot the build wrote: prices, stock and policy hashes. */
export type CatalogueSource = () => Promise<CatalogueSnapshot>;

export function parseSnapshot(text: string, where: string): CatalogueSnapshot {
  const result = catalogueSnapshot.safeParse(JSON.parse(text));
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`Catalogue snapshot at ${where} is invalid at ${issue?.path.join('.')}: ${issue?.message}`);
  }
  return result.data;
}

/** On a static host with functions: the deployed /catalogue.json, fetched through the host's asset binding. */
export function fetchCatalogueSource(fetchAsset: (path: string) => Promise<Response>): CatalogueSource {
  let cached: Promise<CatalogueSnapshot> | undefined;
  return () => {
    cached ??= fetchAsset('/catalogue.json')
      .then(async (res) => {
        if (!res.ok) throw new Error(`Catalogue snapshot answered ${res.status}`);
        return parseSnapshot(await res.text(), '/catalogue.json');
      })
      .catch((error: unknown) => {
        cached = undefined;
        throw error;
      });
    return cached;
  };
}

/** A fixed snapshot: tests. */
export function staticCatalogueSource(snapshot: CatalogueSnapshot): CatalogueSource {
  return () => Promise.resolve(snapshot);
}
