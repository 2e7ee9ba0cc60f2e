import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { completeLock, platformOf } from './complete-lockfile.ts';

describe('completeLock', () => {
  it('reads the platform from package names', () => {
    expect(platformOf('@rollup/rollup-linux-arm64-musl')).toEqual({
      os: ['linux'],
      cpu: ['arm64'],
      libc: ['musl'],
    });
    expect(platformOf('@rollup/rollup-linux-arm-gnueabihf')).toEqual({
      os: ['linux'],
      cpu: ['arm'],
      libc: ['glibc'],
    });
    expect(platformOf('@rollup/rollup-win32-ia32-msvc')).toEqual({ os: ['win32'], cpu: ['ia32'] });
    expect(platformOf('@tailwindcss/oxide-wasm32-wasi')).toEqual({ cpu: ['wasm32'] });
    expect(platformOf('left-pad')).toBeNull();
  });

  it('adds missing optional platform entries and leaves present ones alone', () => {
    const lock = {
      packages: {
        '': {},
        'node_modules/rollup': {
          version: '4.0.0',
          dev: true,
          optionalDependencies: {
            '@rollup/rollup-linux-x64-gnu': '4.0.0',
            '@rollup/rollup-darwin-arm64': '4.0.0',
          },
        },
        'node_modules/@rollup/rollup-linux-x64-gnu': { version: '4.0.0' },
      },
    };
    expect(completeLock(lock)).toEqual(['@rollup/rollup-darwin-arm64@4.0.0']);
    expect(lock.packages['node_modules/@rollup/rollup-darwin-arm64' as keyof typeof lock.packages]).toEqual({
      version: '4.0.0',
      dev: true,
      optional: true,
      os: ['darwin'],
      cpu: ['arm64'],
    });
  });

  it('finds the committed lock complete', () => {
    const lock = JSON.parse(fs.readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
    expect(completeLock(lock)).toEqual([]);
  });
});
