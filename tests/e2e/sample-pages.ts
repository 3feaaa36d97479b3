/**
 * The pages a browser sweep visits: one of each template in each language, not all 700. Product
 * pages share one template per category, listing pages past the first one template in all; every
 * other page (home, categories, policies, information and app pages) is its own. Rules that can be
 * read from the HTML alone are checked on every built page by tests/built/.
 */
export function templateOf(path: string): string {
  const bare = path.replace(/^\/sw(?=\/|$)/, '') || '/';
  const language = bare === path ? 'en' : 'sw';
  if (/^\/shop(\/[^/]+)?\/page\/\d+$/.test(bare)) return `${language} listing page 2+`;
  const product = /^\/shop\/([^/]+)\/[^/]+$/.exec(bare);
  if (product) return `${language} product of ${product[1]}`;
  return `${language} ${bare}`;
}

/** The first path of each template, in the order given. */
export function samplePages(paths: readonly string[]): string[] {
  const seen = new Set<string>();
  return paths.filter((path) => {
    const template = templateOf(path);
    if (seen.has(template)) return false;
    seen.add(template);
    return true;
  });
}
