import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { visionTool } from '@sanity/vision';
import { schemaTypes } from './schemaTypes/index.ts';
import { documentActions } from './document-actions.ts';
import { withoutSingletons } from './singletons.ts';
import { structure } from './structure.ts';
import { previewPlugin } from './preview.ts';

export default defineConfig({
  name: 'default',
  title: 'Solar Shop Kenya',
  projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'demo',
  dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  plugins: [structureTool({ structure }), visionTool(), previewPlugin()],
  schema: { types: schemaTypes },
  document: { actions: documentActions, newDocumentOptions: withoutSingletons },
});
