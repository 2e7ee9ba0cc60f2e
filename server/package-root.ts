/**
 * The folder holding Frontdesk's package.json. Code runs both from its source files (under tsx) and
 * from the ahead-of-time bundles in dist/node/, at different depths below that folder, so files that
 * ship beside the code (package.json, dist/) are found from here rather than relative to a module.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export function findPackageRoot(from: string): string {
  for (let dir = from; ;) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${from}`);
    dir = parent;
  }
}

export const PACKAGE_ROOT = findPackageRoot(path.dirname(fileURLToPath(import.meta.url)));

/** The package's version, as `frontdesk --version` prints it. */
export function packageVersion(): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(PACKAGE_ROOT, 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}
