/**
 * A built page's HTML by its address (`/contact`, `/sw/search`): the Node host reads it from
 * dist/, Cloudflare from the deployed files (ASSETS). Null when there is no such page.
 */
export type PageSource = (path: string) => Promise<string | null>;
