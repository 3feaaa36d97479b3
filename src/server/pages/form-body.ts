import type { Context } from 'hono';

/** What a browser's form post held, field by field (the first value of each), or null when it is not a form post. */
export async function formFields(c: Context): Promise<Record<string, string> | null> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return null;
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(await c.req.text())) if (!Object.hasOwn(fields, name)) fields[name] = value;
  return fields;
}

/**
 * Whether a form post comes from the shop's own pages: browsers name the page's origin in
 * `Origin`; another site's form (or a script elsewhere) is refused. A post without the header (an
 * old browser, a proxy such as Opera Mini's) is let through: nothing it can do is worth forging.
 */
export function fromOwnPages(c: Context, siteUrl: string): boolean {
  const origin = c.req.header('origin');
  if (!origin || origin === 'null') return origin !== 'null';
  return origin === new URL(siteUrl).origin || origin === new URL(c.req.url).origin;
}
