/**
 * Builds the widget into outDir: the chat UI as one hashed ES module (chat-<hash>.js, served under
 * /widget/), the page-view module (page-<hash>.js) and then the loader (widget.js), which learns both
 * file names at build time.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type InlineConfig, type Plugin, type Rollup } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * engine.io's transport table as the chat links it: WebSocket, then HTTP long-polling where WebSockets
 * are blocked. WebTransport is left out: the widget asks for websocket and polling only, and its code
 * cost 0.8 KB gzip on every chat. The table's two modules are named by file (the package's exports
 * map hides them), as its browser field maps them.
 */
const TRANSPORTS = '\0frontdesk-engine-io-transports';
const transportTable: Plugin = {
  name: 'frontdesk-engine-io-transports',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source !== './transports/index.js' || !importer?.includes('/engine.io-client/')) return null;
    return `${TRANSPORTS}:${path.dirname(importer)}/transports`;
  },
  load(id) {
    if (!id.startsWith(`${TRANSPORTS}:`)) return null;
    const dir = id.slice(TRANSPORTS.length + 1);
    return [
      `import { WS } from ${JSON.stringify(`${dir}/websocket.js`)};`,
      `import { XHR } from ${JSON.stringify(`${dir}/polling-xhr.js`)};`,
      'export const transports = { websocket: WS, polling: XHR };',
    ].join('\n');
  },
};

/**
 * Vite wraps each dynamic import in a helper that first preloads the chunk's CSS and imports as
 * <link> elements (0.6 KB gzip). The chat has no CSS files and its lazily loaded parts import only what
 * the chat already holds, so the helper here just calls the import.
 */
const PRELOAD_HELPER = '\0vite/preload-helper.js';
const plainDynamicImports: Plugin = {
  name: 'frontdesk-plain-dynamic-imports',
  enforce: 'pre',
  load(id) {
    return id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load();' : null;
  },
};

/**
 * Reading a property is taken to have no side effect, so an unused object built by spreading others
 * (the endpoint table's groups, contract/endpoints.ts) is dropped: 1.4 KB gzip of console endpoints
 * rode in the chat bundle, and as much in the page view every page loads.
 */
const treeshake = { propertyReadSideEffects: false } as const;

const base = (outDir: string): InlineConfig => ({
  configFile: false,
  // Always the production bundle, as customers load it: under a test runner NODE_ENV is 'test', which
  // made Vite compile JSX in development form (each element with its file, line and column) and pick
  // the development builds of dependencies: 3 KB gzip more in what the budget test measured.
  mode: 'production',
  oxc: { jsx: { development: false } },
  root: here,
  publicDir: false,
  plugins: [transportTable, plainDynamicImports],
  logLevel: 'warn',
  resolve: {
    // The production builds of dependencies whatever NODE_ENV says (Vite's default picks by it).
    conditions: ['module', 'browser', 'production'],
    // STACK.md: Preact through the react alias; the components are written against React's API. The
    // hooks and createRoot they use come from small modules over Preact's core (widget/preact/), not
    // from preact/compat: 2 KB gzip of React emulation the widget never used.
    alias: [
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react-dom\/client$/, replacement: path.join(here, 'preact/react-dom-client.ts') },
      { find: /^react$/, replacement: path.join(here, 'preact/react.ts') },
      // socket.io's codec without binary attachments (the widget's events are JSON).
      { find: /^socket\.io-parser$/, replacement: path.join(here, 'realtime/socket-parser.ts') },
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
        treeshake,
        // The loader imports this module and calls its `mount` export; the parts loaded only when used
        // (the pre-chat form, feedback, the demo's replies) are chunks that import what they share
        // from it, so it may export more than `mount`.
        preserveEntrySignatures: 'allow-extension',
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
        treeshake,
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
        treeshake,
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
        treeshake,
        output: { format: 'iife', entryFileNames: 'widget.js' },
      },
    },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildWidget(path.resolve(here, '../dist/widget'));
}
