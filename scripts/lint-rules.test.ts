// The domain's import allowlist, run through ESLint's own API with the repository's config on
// in-memory sources placed under server/domain/ (nothing is written to disk).
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { PACKAGE_ROOT as REPO_ROOT } from '../server/package-root.ts';

const eslint = new ESLint({ cwd: REPO_ROOT });

/** The allowlist's messages for `code` as if it were the domain file `file` (relative to the repo). */
async function domainErrors(code: string, file = 'server/domain/chat/lint-probe.ts'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${REPO_ROOT}/${file}` });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'frontdesk/domain-imports' || m.ruleId === 'no-restricted-globals')
    .map((m) => m.message);
}

describe('domain import allowlist', () => {
  it('refuses node built-ins, outside server folders and unlisted packages', async () => {
    const errors = await domainErrors(
      [
        "import fs from 'node:fs';",
        "import { createSafeFetcher } from '../../net/safe-fetch.ts';",
        "import { openStore } from '../../db/store.ts';",
        "import { connectRedisLeases } from '../../cluster/leases.ts';",
        "import { systemClock } from '../../system.ts';",
        "import type { Pool } from 'pg';",
        "export { createClient } from 'redis';",
        'export const read = () => [fs, createSafeFetcher, openStore, connectRedisLeases, systemClock];',
        'export type P = Pool;',
      ].join('\n'),
    );
    expect(errors).toHaveLength(7);
    expect(errors[0]).toContain("'node:fs' is outside the domain");
    expect(errors[1]).toContain("'../../net/safe-fetch.ts' is outside the domain");
    expect(errors.join('\n')).toContain("'redis'");
  });

  it('refuses a dynamic import it cannot read and a relative path leaving the domain from any depth', async () => {
    const errors = await domainErrors(
      [
        "const name = 'node:child_process';",
        'export const load = () => import(name);',
        "export const crawl = () => import('../../../source-fetching/website-crawler.ts');",
      ].join('\n'),
      'server/domain/sources/deeper/lint-probe.ts',
    );
    expect(errors).toEqual([
      expect.stringContaining('must name its module literally'),
      expect.stringContaining("'../../../source-fetching/website-crawler.ts' is outside the domain"),
    ]);
  });

  it('lets a domain file import the contract, other domain folders and the listed pure packages', async () => {
    const errors = await domainErrors(
      [
        "import type { ChatMessage } from '../../../contract/chat.ts';",
        "import { DomainError } from '../shared/errors.ts';",
        "import { createChatService } from './chat.ts';",
        "import { z } from 'zod';",
        "import { stemmer } from 'stemmer';",
        'export const all = [DomainError, createChatService, z, stemmer] as unknown as ChatMessage[];',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('holds for every domain file in the repository as it is', async () => {
    const results = await eslint.lintFiles(['server/domain/**/*.ts']);
    const refused = results.flatMap((r) =>
      r.messages
        .filter((m) => m.ruleId === 'frontdesk/domain-imports')
        .map((m) => `${r.filePath}: ${m.message}`),
    );
    expect(results.length).toBeGreaterThan(60);
    expect(refused).toEqual([]);
  });
});

describe('domain entry files', () => {
  const entryErrors = async (code: string, file: string) => {
    const [result] = await eslint.lintText(code, { filePath: `${REPO_ROOT}/${file}` });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
  };

  it('refuses a file outside the domain that reaches past a capability entry file', async () => {
    const errors = await entryErrors(
      [
        "import { createChatService } from '../domain/chat/chat.ts';",
        "import { DomainError } from '../../server/domain/shared/errors.ts';",
        'export const all = [createChatService, DomainError];',
      ].join('\n'),
      'server/http/lint-probe.ts',
    );
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain('through its entry file');
  });

  it('lets it import the entry file, and lets tests and domain files import any domain file', async () => {
    expect(
      await entryErrors(
        "import { createChatService } from '../domain/chat/index.ts';\nexport const c = createChatService;",
        'server/http/lint-probe.ts',
      ),
    ).toEqual([]);
    expect(
      await entryErrors(
        "import { createChatService } from '../domain/chat/chat.ts';\nexport const c = createChatService;",
        'server/http/lint-probe.test.ts',
      ),
    ).toEqual([]);
    expect(
      await entryErrors(
        "import { DomainError } from '../shared/errors.ts';\nexport const e = DomainError;",
        'server/domain/chat/lint-probe.ts',
      ),
    ).toEqual([]);
  });
});
