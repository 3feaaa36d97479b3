import { readCmsConfig } from '../../src/cms/config.ts';
import { probeContent } from '../../src/cms/probe.ts';
import { previewSettings } from '../../src/server/preview/access.ts';
import { fail, ok, reading, reachFix, type Check } from './check.ts';

const SANITY_FIX = 'set SANITY_PROJECT_ID and SANITY_DATASET to the project the Studio publishes to (docs/deploy.md#content)';

/** The Sanity project and dataset answer a query and publish products (locally: the seed loads). */
export const contentCheck: Check = {
  name: 'content',
  async run(context) {
    const read = reading(() => readCmsConfig({ ...context.env }), SANITY_FIX);
    if (!read.ok) return read.verdict;
    const config = read.value;
    if (context.production && config.kind === 'local')
      return fail('SANITY_PROJECT_ID is not set: the build would show the demo seed, not your catalogue', SANITY_FIX);
    const probe = await probeContent(config, { timeoutMs: context.callTimeoutMs, maxRetries: 0 });
    if (!probe.ok) return fail(`${probe.source}: ${probe.error}`, reachFix(context, `${SANITY_FIX}; a private dataset needs SANITY_TOKEN`));
    if (probe.products === 0)
      return fail(
        `${probe.source} answers but publishes no products`,
        'import the seed or publish the catalogue in the Studio (docs/content.md)',
      );
    return ok(`${probe.source}: ${probe.products} published products`);
  },
};

/** Previews of drafts: optional, but a PREVIEW_SECRET that is set must be long enough. */
export const previewsCheck: Check = {
  name: 'previews',
  async run(context) {
    const read = reading(() => readCmsConfig({ ...context.env }), SANITY_FIX);
    if (!read.ok) return fail('not checked: the CMS settings are wrong (the content line)', SANITY_FIX);
    const settings = previewSettings(context.env, read.value, () => 'made-up-at-start');
    if (settings.mode === 'off') {
      if (context.env.PREVIEW_SECRET?.trim())
        return fail(settings.reason, 'set PREVIEW_SECRET to at least 16 random characters (openssl rand -hex 16), or unset it');
      return ok(`off (optional): ${settings.reason}`);
    }
    if (settings.mode === 'studio') return ok("the Studio's preview links, checked with SANITY_READ_TOKEN");
    return ok(settings.generated ? 'preview links with a secret npm start makes up at each start' : 'preview links with PREVIEW_SECRET');
  },
};
