// Lint rules, including the import boundaries of ARCHITECTURE.md: the contract imports nothing of
// ours, server/domain stays free of transport, database and network code, the widget never reaches
// into the server.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const ours = ['**/server/**', '**/admin/**', '**/site/**', '**/widget/**', '**/cli/**', '**/scripts/**'];

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', '**/*.mdx', 'cli/bin.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Tests read loosely typed JSON answers; the code under test stays strict.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/e2e/**', 'server/testing/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['contract/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ours, message: 'contract/ imports only zod.' }] },
      ],
    },
  },
  {
    files: ['server/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            '@hapi/hapi',
            'socket.io',
            'better-sqlite3',
            'kysely',
            'openai',
            'node:http',
            'node:https',
            'node:net',
          ],
          patterns: [
            {
              group: [
                '**/http/**',
                '**/realtime/**',
                '**/db/**',
                '**/ai/**',
                '**/ingest/**',
                '**/payments/**',
              ],
              message: 'domain/ reaches the outside only through ports.ts.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'domain/ reaches the network only through ports.' },
      ],
    },
  },
  {
    files: ['widget/**'],
    // Browser tests drive the real server from Node; only code that ships in the bundle is bounded.
    ignores: ['widget/e2e/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**'], message: 'The widget never imports server code.' }] },
      ],
    },
  },
);
