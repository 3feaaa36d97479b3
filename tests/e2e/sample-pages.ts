/**
 * The pages a browser sweep visits: one of each template in each language, not all 700. At the
 * fine grain (issue 34's list) each category is its own page and products one per category (a
 * package, a panel and a pump fill their tabs differently); at the coarse grain categories share one
 * template and products another. Listing pages past the first share one; every other page (home,
 * the shop, policies, information and app pages) is its own. Rules that can be read from the HTML alone are checked on every built page by
 * tests/built/.
 */
export type Grain = 'fine' | 'coarse';

export function templateOf(path: string, grain: Grain = 'fine'): string {
  const bare = path.replace(/^\/sw(?=\/|$)/, '') || '/';
  const language = bare === path ? 'en' : 'sw';
  if (/^\/shop(\/[^/]+)?\/page\/\d+$/.test(bare)) return `${language} listing page 2+`;
  if (/^\/shop\/[^/]+$/.test(bare)) return grain === 'fine' ? `${language} ${bare}` : `${language} category`;
  const product = /^\/shop\/([^/]+)\/[^/]+$/.exec(bare);
  if (product) return grain === 'fine' ? `${language} product of ${product[1]}` : `${language} product`;
  return `${language} ${bare}`;
}

/** The first path of each template, in the order given. */
export function samplePages(paths: readonly string[], grain: Grain = 'fine'): string[] {
  const seen = new Set<string>();
  return paths.filter((path) => {
    const template = templateOf(path, grain);
    if (seen.has(template)) return false;
    seen.add(template);
    return true;
  });
}
