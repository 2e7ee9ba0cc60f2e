/**
 * `npm run lock:complete`: the npm registry these machines use lacks some platform-only packages
 * (macOS, Windows, musl … builds of rollup and tailwind's oxide). `npm install` then leaves them out
 * of package-lock.json, and `npm ci` refuses the lock as out of sync. This adds the missing optional
 * entries with the os/cpu/libc their names state, so npm ci sees a complete lock and, on this
 * platform, skips them as it would with entries from the full registry. Run it after `npm install`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface LockEntry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
}

/** "@rollup/rollup-linux-arm64-musl" → { os: ['linux'], cpu: ['arm64'], libc: ['musl'] }. */
export function platformOf(name: string): Pick<LockEntry, 'os' | 'cpu' | 'libc'> | null {
  const m =
    /-(android|darwin|freebsd|linux|openbsd|openharmony|sunos|win32|wasm32)(?:-([a-z0-9]+))?(?:-([a-z]+))?$/.exec(
      name,
    );
  if (!m) return null;
  const [, os, cpu, abi = ''] = m;
  if (os === 'wasm32') return { cpu: ['wasm32'] };
  if (!cpu) return null;
  const entry: Pick<LockEntry, 'os' | 'cpu' | 'libc'> = { os: [os!], cpu: [cpu] };
  if (os === 'linux' && abi.startsWith('musl')) entry.libc = ['musl'];
  else if (os === 'linux' && abi.startsWith('gnu')) entry.libc = ['glibc'];
  return entry;
}

export function completeLock(lock: { packages: Record<string, LockEntry> }): string[] {
  const added: string[] = [];
  for (const [key, entry] of Object.entries(lock.packages)) {
    const base = key.includes('node_modules/') ? key.slice(0, key.lastIndexOf('node_modules/')) : '';
    for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const own = `${base}node_modules/${dep}`;
      if (lock.packages[own] || lock.packages[`node_modules/${dep}`]) continue;
      const platform = platformOf(dep);
      if (!platform) continue;
      lock.packages[`node_modules/${dep}`] = { version, dev: entry.dev, optional: true, ...platform };
      added.push(`${dep}@${version}`);
    }
  }
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
  );
  return added;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'package-lock.json');
  const lock = JSON.parse(fs.readFileSync(file, 'utf8')) as { packages: Record<string, LockEntry> };
  const added = completeLock(lock);
  fs.writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
  console.log(
    added.length > 0
      ? `added ${added.length} platform entries:\n  ${added.join('\n  ')}`
      : 'lock already complete',
  );
}
