import { defineConfig } from 'vitest/config';

// One test run for the whole repository: unit and integration tests beside the code, browser tests
// in <app>/e2e/. Browser tests share one Chromium, so files run with limited parallelism.
export default defineConfig({
  test: {
    include: ['{contract,server,admin,site,content,widget,cli,scripts}/**/*.test.{ts,tsx}'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
