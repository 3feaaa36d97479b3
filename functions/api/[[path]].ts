import { handle } from 'hono/cloudflare-pages';
import { createApp } from '../../src/server/app.ts';

/** Cloudflare Pages Functions: every /api/* request goes to the same Hono app as under Node. */
export const onRequest = handle(createApp());
