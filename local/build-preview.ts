import { buildPreviewIfStale } from './build.ts';

/** `npm run build:preview`: the preview app into .preview/ (astro.preview.config.mjs), when stale. */
await buildPreviewIfStale();
