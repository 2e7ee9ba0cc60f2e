import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';

/** Pause between the background connection's checkpoints: the WAL frames each one copies back. */
const INTERVAL_MS = 20;
/**
 * WAL pages after which the main connection checkpoints itself. By then the background connection has
 * copied all but the last few milliseconds of frames, so this finishes the job cheaply and lets the
 * next write restart the WAL from its beginning; it is also the backstop should the worker be gone.
 */
const MAIN_CHECKPOINT_PAGES = 4000;
/** SQLite's default, restored when the background connection fails. */
const DEFAULT_CHECKPOINT_PAGES = 1000;

// Plain CommonJS, so the worker needs no TypeScript loader under tsx, vitest or a build.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('synchronous = NORMAL');
let stopped = false;
const tick = () => {
  if (stopped) return;
  db.pragma('wal_checkpoint(PASSIVE)');
  setTimeout(tick, workerData.intervalMs);
};
parentPort.on('message', () => {
  stopped = true;
  db.close();
  parentPort.close();
});
tick();
`;

export interface WalCheckpointer {
  stop(): Promise<void>;
}

/**
 * Copies the WAL back into the database file from a worker thread. With SQLite's automatic checkpoint
 * the commit that crosses 1,000 WAL pages copies them all on the event loop (5–10 ms each, ten times a
 * second under chat load): the stalls were most of the benchmark's tail latency. A passive checkpoint
 * on another connection never blocks this one's readers or writers.
 */
export function startWalCheckpointer(sqlite: SQLite.Database, file: string): WalCheckpointer {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      file,
      intervalMs: INTERVAL_MS,
      driver: createRequire(import.meta.url).resolve('better-sqlite3'),
    },
  });
  worker.unref();
  sqlite.pragma(`wal_autocheckpoint = ${MAIN_CHECKPOINT_PAGES}`);
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  worker.once('error', () => {
    // Without the worker, the main connection keeps the WAL small on its own again.
    if (sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${DEFAULT_CHECKPOINT_PAGES}`);
  });
  return {
    async stop() {
      // Referenced again, so a process with nothing else to do still waits for the worker to close.
      worker.ref();
      worker.postMessage('stop');
      await exited;
    },
  };
}
