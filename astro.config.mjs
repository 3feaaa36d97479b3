// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';

const apiPort = process.env.API_PORT || '4322';

// Every public page is pre-rendered; the API runs beside dist/ (local/serve.ts or functions/).
export default defineConfig({
  site: process.env.SITE_URL || 'http://localhost:4321',
  output: 'static',
  trailingSlash: 'never',
  build: { format: 'file', inlineStylesheets: 'auto' },
  integrations: [react()],
  prefetch: false,
  devToolbar: { enabled: false },
  server: { port: Number(process.env.PORT || 4321), host: '127.0.0.1' },
  vite: {
    server: { proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
  },
});
