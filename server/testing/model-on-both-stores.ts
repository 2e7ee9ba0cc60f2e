/**
 * The setup of tests that run a server against the fake OpenAI-compatible model on SQLite and on
 * PostgreSQL: one fake model and one throwaway PostgreSQL cluster for the file, and after each test the
 * model's script and log cleared and the test's server (or fixture) closed.
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from './fake-openai.ts';
import { startPostgresServer, type TestPostgres } from './postgres-server.ts';

export type StoreKind = 'sqlite' | 'postgres';

export interface ModelOnBothStores {
  /** The fake model (set once the file's beforeAll has run). */
  readonly model: FakeOpenAi;
  /** Env for a server using the fake model on `store`: a fresh PostgreSQL database on every call. */
  env(store: StoreKind): Promise<Record<string, string>>;
  /** Closes `opened` after the current test (the one kept last: a restart replaces it). */
  keep<T extends { close(): Promise<void> }>(opened: T): T;
}

export function modelOnBothStores(opts: Parameters<typeof startFakeOpenAi>[0] = {}): ModelOnBothStores {
  let model: FakeOpenAi | undefined;
  let postgres: TestPostgres | undefined;
  let opened: { close(): Promise<void> } | null = null;
  beforeAll(async () => {
    model = await startFakeOpenAi(opts);
    postgres = await startPostgresServer();
  });
  afterAll(async () => {
    await model?.close();
    await postgres?.stop();
  });
  afterEach(async () => {
    model?.reset();
    const last = opened;
    opened = null;
    await last?.close();
  });
  return {
    get model() {
      if (!model) throw new Error('the fake model did not start');
      return model;
    },
    async env(store) {
      if (!model || !postgres) throw new Error('the fake model or PostgreSQL did not start');
      return {
        OPENAI_BASE_URL: model.url,
        OPENAI_API_KEY: 'sk-test',
        ...(store === 'postgres' ? { FRONTDESK_DATABASE_URL: await postgres.createDatabase() } : {}),
      };
    },
    keep(x) {
      opened = x;
      return x;
    },
  };
}
