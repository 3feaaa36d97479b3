import { buildIfStale } from './build.ts';
import { startServer } from './serve.ts';

/** `npm start`: build when stale, then run the shop and its local stand-ins. */

const port = Number(process.env.PORT || 4321);
const host = process.env.HOST || '127.0.0.1';

await buildIfStale();
const server = await startServer({ port, host });

const rows: Array<[string, string]> = [
  ['Shop', `http://localhost:${port}`],
  ['API', `http://localhost:${port}/api/health`],
  ['Content', process.env.SANITY_PROJECT_ID ? `Sanity project ${process.env.SANITY_PROJECT_ID}` : 'seed dataset in studio/seed (groq-js)'],
];
console.log('\nSolar Shop Kenya is running:\n');
for (const [what, where] of rows) console.log(`  ${what.padEnd(10)} ${where}`);
console.log('\nPress Ctrl+C to stop.\n');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    process.exit(0);
  });
}
