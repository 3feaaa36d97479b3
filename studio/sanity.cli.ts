import { defineCliConfig } from 'sanity/cli';

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'demo',
    dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  },
  // `sanity deploy` publishes the Studio at https://<studioHost>.sanity.studio (docs/editors.md); unset, it asks once.
  ...(process.env.SANITY_STUDIO_HOSTNAME ? { studioHost: process.env.SANITY_STUDIO_HOSTNAME } : {}),
});
