import type { APIRoute } from 'astro';
import { robotsTxt } from '../lib/seo/sitemap.ts';

export const GET: APIRoute = ({ site }) => new Response(robotsTxt(site!), { headers: { 'content-type': 'text/plain' } });
