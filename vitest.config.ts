import { defineConfig } from 'vitest/config';

// One test run for the whole repository: unit and integration tests beside the code, browser tests
// in <app>/e2e/. Browser tests share one Chromium, so files run with limited parallelism. A browser
// test drives a real server, Chromium and real timers on 2 shared cores, so its time limit is generous:
// it exists to stop a hang, not to judge speed.
export default defineConfig({
  test: {
    include: ['{contract,server,admin,site,content,widget,cli,scripts}/**/*.test.{ts,tsx}'],
    // The answerer's word lists, which the domain reads through a port (server/word-lists.ts).
    setupFiles: ['server/testing/word-lists.setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 180_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
