// What the code of this toolforge is, as a key: a step done by other code is not done. A rerun after an upgrade (or
// a rebuild) redoes the steps instead of keeping data the new code would write differently.
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';

const CODE = /\.(js|ts|mjs|json|md)$/;

/** sha256 over the path and bytes of every source file of the tree this module was loaded from (dist/ or src/). */
export async function codeKey(root: string = dirname(dirname(fileURLToPath(import.meta.url)))): Promise<string> {
  const hash = createHash('sha256');
  const walk = async (dir: string): Promise<void> => {
    const entries = (await readdir(dir, { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : 1));
    for (const e of entries) {
      const full = join(dir, e.name);
      if (e.isDirectory()) await walk(full);
      else if (CODE.test(e.name) && !e.name.endsWith('.map')) hash.update(relative(root, full)).update('\0').update(await readFile(full)).update('\0');
    }
  };
  await walk(root);
  return hash.digest('hex').slice(0, 16);
}
