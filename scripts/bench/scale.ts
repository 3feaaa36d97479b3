import { existsSync } from 'node:fs';
import { readFile, readdir, rename, rm, mkdtemp, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { writeScaleCatalogue } from '../catalogue-scale/cli.ts';
import { measuredRun, type MeasuredRun } from './measured-run.ts';
import { BENCH_WINDOW_SECONDS, publishRows, publishToLive, type PublishToLive } from './publish-to-live.ts';
import { buildFolders } from '../../local/deploy-hook/swap.ts';
import { ASTRO_BUILD_ARGS } from '../../local/build.ts';
import { precompressBuild } from '../../src/build/precompress.ts';
import { gzipSize } from './page-weight.ts';
import { englishTwin } from './budgets.ts';
import type { BuildPhases } from '../../src/build/phase-report.ts';
import {
  CLOUDFLARE_PAGES_FILES,
  SCALE_BUDGETS,
  SCALE_PRODUCTS,
  isCataloguePage,
  pagesToGzip,
  phaseRows,
  samplePages,
  verdict,
} from './scale-budgets.ts';

/**
 * The scale section of `npm run bench`: writes a 10,000-product catalogue (npm run catalogue:scale)
 * into a temporary folder, builds it there (CMS_SEED_DIR, astro build --outDir, so dist/ is left as
 * it is), and reports build time, peak memory, the output's size and the gzipped HTML of sample
 * pages beside their budgets. The build is run as a publish starts it (publish-to-live.ts): one
 * product edited, Sanity's webhook to a shop, a short burst, the local deploy hook running this
 * build and swapping it in, and the time until the edited page is served, so publish-to-live at
 * 10,000 products costs no second build. Returns false when a catalogue page is over its byte
 * budget or the build fails. BENCH_SCALE=0 skips it.
 */

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** Every file of a folder with its size, keyed by its site path (`/shop.html`). */
async function fileSizes(dir: string): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = join(entry.parentPath, entry.name);
    sizes.set('/' + relative(dir, full).split(sep).join('/'), (await stat(full)).size);
  }
  return sizes;
}

export async function scaleReport(env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  if (env.BENCH_SCALE === '0') {
    console.log('\nScale section skipped (BENCH_SCALE=0).');
    return true;
  }
  const root = await mkdtemp(join(tmpdir(), 'bench-scale-'));
  try {
    const catalogue = join(root, 'catalogue');
    const outDir = join(root, 'dist');
    const phasesFile = join(root, 'build-phases.json');
    await writeScaleCatalogue({ products: SCALE_PRODUCTS, out: catalogue });
    console.log(
      `\nScale: ${SCALE_PRODUCTS.toLocaleString('en')} products (npm run catalogue:scale), built into ${outDir} by the local deploy hook after a publish...`,
    );
    let run: MeasuredRun | undefined;
    const build = async (staging: string) => {
      run = await measuredRun(process.execPath, [...ASTRO_BUILD_ARGS, '--outDir', staging], {
        // The Astro build alone (what Cloudflare Pages runs); the Node host's precompression is timed apart below.
        ...env,
        ASTRO_TELEMETRY_DISABLED: '1',
        CMS_SEED_DIR: catalogue,
        PRECOMPRESS: '0',
        BUILD_PHASES_FILE: phasesFile,
      });
      if (run.code !== 0) throw new Error(`astro build exited with ${run.code}`);
    };
    let published: PublishToLive | string;
    try {
      published = await publishToLive({ seedDir: catalogue, liveDir: outDir, build, windowSeconds: BENCH_WINDOW_SECONDS });
    } catch (error) {
      published = error instanceof Error ? error.message : String(error);
    }
    if (!run || run.code !== 0) {
      console.log(`The ${SCALE_PRODUCTS}-product build failed (exit ${run?.code ?? 'not run'}):\n${run?.outputTail ?? published}`);
      return false;
    }
    // The build went live (dist) unless the loop broke after it (then it is still in staging).
    if (!existsSync(join(outDir, 'index.html'))) await rename(buildFolders(outDir).staging, outDir);
    const sizes = await fileSizes(outDir);
    const htmlPages = [...sizes.keys()].filter((page) => page.endsWith('.html'));
    const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
    const seconds = run.milliseconds / 1000;
    const row = (label: string, value: string, budget: string, judged: string) =>
      console.log(`${label.padEnd(48)} ${value.padStart(10)}  ${budget.padEnd(14)} ${judged}`);
    const phases = JSON.parse(await readFile(phasesFile, 'utf8').catch(() => 'null')) as BuildPhases | null;
    if (phases) {
      console.log("where the build's time went (wall; CPU where the phase has its own marks):");
      for (const phase of phaseRows(phases)) row(phase.label, phase.value, '', phase.note);
    } else console.log('(the build wrote no phases: is withBuildPhases() still in astro.config.mjs?)');
    row(
      'build time (every page in English and Kiswahili)',
      `${seconds.toFixed(1)} s`,
      `≤ ${SCALE_BUDGETS.buildSeconds} s`,
      `${verdict(seconds, SCALE_BUDGETS.buildSeconds)} (reported)`,
    );
    row(
      'peak RSS',
      run.peakRssBytes === null ? 'unknown' : mb(run.peakRssBytes),
      `≤ ${mb(SCALE_BUDGETS.peakRssBytes)}`,
      run.peakRssBytes === null ? '' : `${verdict(run.peakRssBytes, SCALE_BUDGETS.peakRssBytes)} (reported)`,
    );
    if (run.cpuSeconds !== null)
      row('build CPU time (user + system)', `${run.cpuSeconds.toFixed(1)} s`, '', 'steadier than wall time on a shared machine');
    if (typeof published === 'string')
      console.log(`publish-to-live at ${SCALE_PRODUCTS.toLocaleString('en')} products not measured: ${published}`);
    else for (const line of publishRows(`${SCALE_PRODUCTS.toLocaleString('en')} products`, published)) console.log(line);
    row(
      'dist size',
      mb(total),
      '',
      `${htmlPages.length} pages (${htmlPages.filter((page) => englishTwin(page) !== page).length} in Kiswahili), ${sizes.size} files`,
    );
    row(
      'files for Cloudflare Pages',
      sizes.size.toLocaleString('en'),
      `≤ ${CLOUDFLARE_PAGES_FILES.paid.toLocaleString('en')}`,
      `${verdict(sizes.size, CLOUDFLARE_PAGES_FILES.paid)} (reported; the Free plan allows ${CLOUDFLARE_PAGES_FILES.free.toLocaleString('en')})`,
    );
    if (env.BENCH_PRECOMPRESS === '0')
      row('precompression for the Node host', 'skipped', '', 'BENCH_PRECOMPRESS=0 (CI); npm run bench times it');
    else {
      const packed = await precompressBuild(outDir);
      row(
        'precompression for the Node host',
        `${(packed.ms / 1000).toFixed(1)} s`,
        '',
        `brotli ${mb(packed.brBytes)}, gzip ${mb(packed.gzipBytes)} (reported; Cloudflare skips it)`,
      );
    }

    const gzipped = new Map<string, number>();
    const gzipOf = async (page: string) => {
      const known = gzipped.get(page);
      if (known !== undefined) return known;
      const size = gzipSize(await readFile(join(outDir, page)));
      gzipped.set(page, size);
      return size;
    };
    const budget = SCALE_BUDGETS.catalogueHtmlBytes;
    const candidates = pagesToGzip(sizes, budget);
    for (const page of candidates) await gzipOf(page);
    const cataloguePages = htmlPages.filter(isCataloguePage);
    const largestRaw = cataloguePages.reduce(
      (a, b) => ((sizes.get(b) ?? 0) > (sizes.get(a) ?? 0) ? b : a),
      cataloguePages[0] ?? '/index.html',
    );
    const largest =
      candidates.length > 0 ? candidates.reduce((a, b) => ((gzipped.get(b) ?? 0) > (gzipped.get(a) ?? 0) ? b : a)) : largestRaw;
    for (const { label, page } of [...samplePages(htmlPages), { label: 'largest catalogue page', page: largest }]) {
      const size = await gzipOf(page);
      row(`${label} ${page}`.slice(0, 48), kb(size), `≤ ${kb(budget)}`, `${verdict(size, budget)} (HTML gzipped)`);
    }
    const over = candidates.filter((page) => (gzipped.get(page) ?? 0) > budget);
    console.log(`${cataloguePages.length} catalogue pages checked, ${over.length} over ${kb(budget)} of gzipped HTML.`);
    for (const page of over.slice(0, 20)) console.log(`  OVER ${kb(gzipped.get(page) ?? 0).padStart(10)}  ${page}`);
    if (over.length > 20) console.log(`  ... and ${over.length - 20} more`);
    return over.length === 0;
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
