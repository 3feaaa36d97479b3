import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LOCAL_WEBHOOK_SECRET } from '../../src/server/publish/config.ts';
import { sanityDelivery, type PublishedProjection } from './delivery.ts';

/**
 * `npm run content:publish -- <document id | file.ndjson> [...]`: Sanity's webhook delivery for
 * the local seed. Locally there is no Content Lake to fire the webhook, so after editing
 * studio/seed/*.ndjson you "publish" as an editor would press Publish: each named document (or
 * every document of a named NDJSON file) is sent to the shop's POST /api/hooks/sanity with the
 * body, signature and headers Sanity sends, and the answer is printed. A command rather than a
 * watcher on the seed folder: Sanity fires on publish, not on every keystroke, and a watcher would
 * fire on every save of a half-edited file.
 *
 *   SHOP_URL               the shop (default http://127.0.0.1:$PORT, PORT 4321)
 *   SANITY_WEBHOOK_SECRET  the secret (default: npm start's local one)
 *   CMS_SEED_DIR           the seed folder (default studio/seed)
 */

async function seedDocuments(dir: string): Promise<Map<string, PublishedProjection & { file: string }>> {
  const documents = new Map<string, PublishedProjection & { file: string }>();
  for (const file of (await readdir(dir)).filter((name) => name.endsWith('.ndjson'))) {
    for (const line of (await readFile(join(dir, file), 'utf8')).split('\n')) {
      if (!line.trim()) continue;
      const doc = JSON.parse(line) as { _id: string; _type: string; slug?: { current?: string } };
      documents.set(doc._id, { _id: doc._id, _type: doc._type, slug: doc.slug?.current ?? null, file });
    }
  }
  return documents;
}

/** The projections to send for `targets`: document ids, or NDJSON files (each of their documents). */
export async function projectionsFor(targets: readonly string[], seedDir: string): Promise<PublishedProjection[]> {
  const documents = await seedDocuments(seedDir);
  return targets.flatMap((target) => {
    const inFile = [...documents.values()].filter((doc) => target.endsWith('.ndjson') && target.endsWith(doc.file));
    if (inFile.length > 0) return inFile.map(({ _id, _type, slug }) => ({ _id, _type, slug }));
    const doc = documents.get(target);
    if (!doc)
      throw new Error(`No document ${target} in ${seedDir} (give a document id, e.g. product-jinko-tiger-neo-550w, or an .ndjson file)`);
    return [{ _id: doc._id, _type: doc._type, slug: doc.slug ?? null }];
  });
}

/** Sends each projection as Sanity would; returns the shop's answers. */
export async function publish(
  projections: readonly PublishedProjection[],
  options: { shopUrl: string; secret: string },
): Promise<Array<{ id: string; status: number; body: string }>> {
  const answers = [];
  for (const document of projections) {
    const delivery = await sanityDelivery(document, { secret: options.secret });
    const response = await fetch(`${options.shopUrl}/api/hooks/sanity`, { method: 'POST', headers: delivery.headers, body: delivery.body });
    answers.push({ id: document._id, status: response.status, body: await response.text() });
  }
  return answers;
}

if (import.meta.main) {
  const targets = process.argv.slice(2);
  if (targets.length === 0) {
    console.error('Usage: npm run content:publish -- <document id | file.ndjson> [...]');
    process.exit(2);
  }
  const shopUrl = process.env.SHOP_URL || `http://127.0.0.1:${process.env.PORT || 4321}`;
  const projections = await projectionsFor(targets, process.env.CMS_SEED_DIR || 'studio/seed');
  for (const answer of await publish(projections, { shopUrl, secret: process.env.SANITY_WEBHOOK_SECRET || LOCAL_WEBHOOK_SECRET })) {
    console.log(`${answer.id}: ${answer.status} ${answer.body}`);
    if (answer.status >= 300) process.exitCode = 1;
  }
  console.log(`Rebuilds: the deploy hook stand-in's page (http://127.0.0.1:${process.env.DEPLOY_STANDIN_PORT || 4540}).`);
}
