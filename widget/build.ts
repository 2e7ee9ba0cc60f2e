/**
 * Builds the widget into outDir: the chat UI as one hashed ES module (chat-<hash>.js, served under
 * /widget/), the page-view module (page-<hash>.js) and then the loader (widget.js), which learns both
 * file names at build time.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type InlineConfig, type Rollup } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

const base = (outDir: string): InlineConfig => ({
  configFile: false,
  // Always the production bundle, as customers load it: under a test runner NODE_ENV is 'test', which
  // made Vite compile JSX in development form (each element with its file, line and column) and pick
  // the development builds of dependencies: 3 KB gzip more in what the budget test measured.
  mode: 'production',
  oxc: { jsx: { development: false } },
  root: here,
  publicDir: false,
  logLevel: 'warn',
  resolve: {
    // The production builds of dependencies whatever NODE_ENV says (Vite's default picks by it).
    conditions: ['module', 'browser', 'production'],
    // STACK.md: Preact through the react alias; the components are written against React's API.
    alias: [
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  build: {
    outDir,
    emptyOutDir: false,
    target: 'es2020',
    minify: true,
    sourcemap: false,
    modulePreload: false,
    copyPublicDir: false,
    write: true,
  },
});

function outputFiles(result: Awaited<ReturnType<typeof build>>): string[] {
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  return outputs.flatMap((o) => o.output.filter((c) => c.type === 'chunk').map((c) => c.fileName));
}

export async function buildWidget(outDir: string): Promise<void> {
  // Vite picks dependencies' builds by NODE_ENV: a build inside a test run (NODE_ENV=test) must still
  // be the production widget pages get, or the browser tests serve and measure another bundle.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await buildAll(outDir);
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

async function buildAll(outDir: string): Promise<void> {
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  // The confirm/cancel card of changing actions: its own build, imported by the chat only when a reply
  // carries a card, by a name given to the chat as a define (so no preload helper rides in the chat).
  const card = await build({
    ...base(outDir),
    build: {
      ...base(outDir).build,
      rolldownOptions: {
        input: { 'action-card': path.join(here, 'chat/action-card.ts') },
        preserveEntrySignatures: 'strict',
        output: { format: 'es', entryFileNames: '[name]-[hash].js' },
      },
    },
  });
  const cardFile = outputFiles(card).find((f) => f.startsWith('action-card-'));
  if (!cardFile) throw new Error('widget build produced no action card module');
  const chat = await build({
    ...base(outDir),
    define: { __FD_ACTION_CARD_FILE__: JSON.stringify(`./${cardFile}`) },
    build: {
      ...base(outDir).build,
      rolldownOptions: {
        input: { chat: path.join(here, 'chat/index.tsx') },
        // The loader imports this module and calls its `mount` export.
        preserveEntrySignatures: 'strict',
        output: { format: 'es', entryFileNames: '[name]-[hash].js', chunkFileNames: '[name]-[hash].js' },
      },
    },
  });
  const chatFile = outputFiles(chat).find((f) => f.startsWith('chat-'));
  if (!chatFile) throw new Error('widget build produced no chat bundle');
  // The proactive bubble the page view imports only for a page with a message: its own build, named
  // to the page view by a define, so no preload helper rides along on every page.
  const proactive = await build({
    ...base(outDir),
    build: {
      ...base(outDir).build,
      target: 'es2022',
      rolldownOptions: {
        input: { proactive: path.join(here, 'loader/proactive.ts') },
        preserveEntrySignatures: 'strict',
        output: { format: 'es', entryFileNames: '[name]-[hash].js' },
      },
    },
  });
  const proactiveFile = outputFiles(proactive).find((f) => f.startsWith('proactive-'));
  if (!proactiveFile) throw new Error('widget build produced no proactive module');
  // The page view the loader imports once the launcher is drawn: its own build, so it shares no chunk
  // with the chat bundle (the chat bundle stays one request, loaded only when the chat opens).
  const page = await build({
    ...base(outDir),
    define: { __FD_PROACTIVE_FILE__: JSON.stringify(`./${proactiveFile}`) },
    build: {
      ...base(outDir).build,
      target: 'es2022',
      rolldownOptions: {
        input: { page: path.join(here, 'loader/page-view.ts') },
        preserveEntrySignatures: 'strict',
        output: { format: 'es', entryFileNames: '[name]-[hash].js' },
      },
    },
  });
  const pageFile = outputFiles(page).find((f) => f.startsWith('page-'));
  if (!pageFile) throw new Error('widget build produced no page-view module');

  await build({
    ...base(outDir),
    define: {
      __FD_CHAT_FILE__: JSON.stringify(`widget/${chatFile}`),
      __FD_PAGE_FILE__: JSON.stringify(`widget/${pageFile}`),
    },
    build: {
      ...base(outDir).build,
      // Constructed stylesheets (which the loader needs) arrived after ES2022, so `??=` and friends stay
      // unlowered: fewer bytes on every page view.
      target: 'es2022',
      rolldownOptions: {
        input: path.join(here, 'loader/index.ts'),
        output: { format: 'iife', entryFileNames: 'widget.js' },
      },
    },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildWidget(path.resolve(here, '../dist/widget'));
}
