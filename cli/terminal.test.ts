import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli, createdDataDir, REPO_ROOT } from './testing/run-cli.ts';
import { runInTerminal } from './testing/run-in-terminal.ts';

// On a terminal, from a directory other than the repository (as `npx frontdesk` runs): prompts and the
// interactive chat draw with Ink and read keys.
const dir = await createdDataDir();
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('on a terminal', { timeout: 180_000 }, () => {
  it('asks for the domain before deleting, and chats interactively with streamed answers and sources', async () => {
    const created = await runCli(dir, [
      'clients',
      'create',
      '--name',
      'Ada',
      '--business',
      "Ada's Books",
      '--domain',
      'adasbooks.com',
      '--plan',
      'Starter',
      '--ai-content-file',
      `${REPO_ROOT}/cli/testing/ada-knowledge.txt`,
    ]);
    expect(created.exitCode).toBe(0);

    const declined = await runInTerminal(
      ['--data-dir', dir, 'clients', 'delete', 'adasbooks.com'],
      [
        { waitFor: /Type adasbooks\.com to confirm:/, type: 'adasbooks.co' },
        { waitFor: /confirm: adasbooks\.co/, type: '\r' },
        { waitFor: /Cancelled/ },
      ],
      { cwd: dir },
    );
    expect(declined.screen).toContain(
      "Delete Ada's Books (adasbooks.com)? Are you sure you want to delete this client? This action cannot be undone.",
    );
    expect(declined.screen).toContain('Cancelled: the domain typed does not match');
    expect(declined.exitCode).toBe(1);

    const chat = await runInTerminal(
      ['--data-dir', dir, 'chat', 'adasbooks.com'],
      [
        {
          waitFor: /Hello! How can I help you today\?[\s\S]*Ask something/,
          type: 'What are your opening hours?',
        },
        // Enter goes separately, once Ink has drawn the text: one chunk would be read as a paste.
        { waitFor: /> What are your opening hours\?/, type: '\r' },
        { waitFor: /Sources: About Ada's Books[\s\S]*Ask something/, type: '/exit' },
        { waitFor: /> \/exit/, type: '\r' },
      ],
      { cwd: dir },
    );
    expect(chat.exitCode).toBe(0);
    expect(chat.screen).toContain('never counted toward its usage');
    expect(chat.screen).toContain('Assistant: Opening hours: we are open Monday to Friday from 9am to 6pm');

    const confirmed = await runInTerminal(
      ['--data-dir', dir, 'clients', 'delete', 'adasbooks.com'],
      [
        { waitFor: /Type adasbooks\.com to confirm:/, type: 'adasbooks.com' },
        { waitFor: /confirm: adasbooks\.com/, type: '\r' },
        { waitFor: /Deleted Ada's Books \(adasbooks\.com\)\./ },
      ],
      { cwd: dir },
    );
    expect(confirmed.exitCode).toBe(0);
    expect(confirmed.screen).toContain("Deleted Ada's Books (adasbooks.com).");
  });
});
