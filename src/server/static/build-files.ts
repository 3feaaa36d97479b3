import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** Every file under `root`, as the URL path a static host gives it (`/shop/batteries.html`). */
export async function listBuildFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => '/' + relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'));
}
