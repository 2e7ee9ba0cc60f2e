/**
 * Ranks a `.cpuprofile` (BENCH_CPU_PROFILE, or node --cpu-prof) by self time: per function and per
 * layer (socket.io/engine.io framing, auth and limits, chat service, answerer, store, events, JSON,
 * validation, GC). Positions in the bench's esbuild bundle are mapped back to their sources through
 * its source map; a native or built-in function (a SQLite statement's `run`, `JSON.stringify`) counts
 * in the layer of the JavaScript that called it.
 *
 *   npx tsx scripts/bench/cpu-profile-top.ts FILE.cpuprofile [--top 15]
 */
import fs from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** First match wins: a source path (or a built-in's name) to the layer it belongs to. */
const LAYERS: [RegExp, string][] = [
  [/^\((garbage collector)\)$/, 'GC'],
  [/^\((idle|root)\)$/, 'idle'],
  [/^\(program\)$/, '(program): native work outside JavaScript'],
  [
    /node_modules\/(socket\.io|engine\.io|ws|socket\.io-parser|socket\.io-adapter|@socket\.io)\//,
    'socket.io/engine.io framing',
  ],
  [/realtime\/recovery-adapter/, 'socket.io/engine.io framing'],
  [/node_modules\/zod\//, 'validation (zod)'],
  [/node_modules\/better-sqlite3\//, 'SQLite statements'],
  [/node_modules\//, 'other packages'],
  [/server\/realtime\//, 'realtime handlers'],
  [
    /server\/(security|domain\/chat\/chat-gate|domain\/chat\/visitor-keys|domain\/clients)/,
    'auth and rate limits',
  ],
  [/server\/domain\/billing\//, 'metering'],
  [/server\/domain\/answering\//, 'answerer'],
  [/server\/domain\/(chat|handoff)\//, 'chat service'],
  [/server\/db\//, 'SQLite statements'],
  [/server\/(system|core|services|chat-services)\.ts|server\/domain\/shared\//, 'events and wiring'],
  [/contract\//, 'validation (zod)'],
  [/^node:internal\/(streams|net|stream_base|js_stream)|^node:(net|stream)/, 'socket writes (node)'],
  [/^node:internal\/(timers|process\/task_queues)|^node:timers/, 'timers and microtasks (node)'],
  [/^node:/, 'other node internals'],
];
const JSON_NAMES = new Set(['stringify', 'parse']);

function layerOf(source: string, fn: string, calledFrom: string | null): string {
  if (!source) {
    if (JSON_NAMES.has(fn)) return 'JSON';
    for (const [re, layer] of LAYERS) if (re.test(fn)) return layer;
    return calledFrom ?? 'native (no caller)';
  }
  for (const [re, layer] of LAYERS) if (re.test(source)) return layer;
  return 'other';
}

const maps = new Map<string, SourceMap | null>();
function sourceMapOf(url: string): SourceMap | null {
  if (!maps.has(url)) {
    let map: SourceMap | null = null;
    try {
      const file = fileURLToPath(url);
      if (fs.existsSync(`${file}.map`))
        map = new SourceMap(JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')));
    } catch {
      map = null;
    }
    maps.set(url, map);
  }
  return maps.get(url) ?? null;
}

/** Where a frame's function was written: `path:line`, through the bundle's source map when there is one. */
export function origin(cf: CallFrame): string {
  if (!cf.url) return '';
  const map = cf.url.startsWith('file:') ? sourceMapOf(cf.url) : null;
  if (map) {
    const e = map.findEntry(cf.lineNumber, cf.columnNumber) as {
      originalSource?: string;
      originalLine?: number;
    };
    if (e.originalSource)
      return `${e.originalSource.replace(/^.*?\/(?=(node_modules|server|contract|scripts)\/)/, '')}:${(e.originalLine ?? 0) + 1}`;
  }
  return `${cf.url.replace(/^file:\/\/.*?\/(?=(node_modules|server|contract|scripts)\/)/, '')}:${cf.lineNumber + 1}`;
}

export function rank(profile: Profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<number, number>();
  // timeDeltas[i] is the time before sample i; the time a sample stands for is the next delta.
  for (let i = 0; i < profile.samples.length; i++) {
    const us = profile.timeDeltas[i + 1] ?? 0;
    self.set(profile.samples[i]!, (self.get(profile.samples[i]!) ?? 0) + us);
  }
  const where = new Map<number, { source: string; layer: string }>();
  const resolve = (id: number): { source: string; layer: string } => {
    const known = where.get(id);
    if (known) return known;
    const n = byId.get(id)!;
    const source = origin(n.callFrame);
    const up = parent.get(id);
    const calledFrom = !source && up !== undefined ? resolve(up).layer : null;
    const r = { source, layer: layerOf(source, n.callFrame.functionName, calledFrom) };
    where.set(id, r);
    return r;
  };
  const fns = new Map<string, { us: number; layer: string }>();
  const layers = new Map<string, number>();
  let total = 0;
  for (const [id, us] of self) {
    const n = byId.get(id)!;
    const { source, layer } = resolve(id);
    // A native function is counted apart per layer that called it (a statement's `run` from the store,
    // from crypto, ...).
    const key = `${n.callFrame.functionName || '(anonymous)'} ${source || `(native, called from ${layer})`}`;
    const f = fns.get(key) ?? { us: 0, layer };
    f.us += us;
    fns.set(key, f);
    layers.set(layer, (layers.get(layer) ?? 0) + us);
    total += us;
  }
  return {
    total,
    functions: [...fns.entries()].sort((a, b) => b[1].us - a[1].us),
    layers: [...layers.entries()].sort((a, b) => b[1] - a[1]),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: cpu-profile-top.ts FILE.cpuprofile [--top N]');
  const at = process.argv.indexOf('--top');
  const top = at > 0 ? Number(process.argv[at + 1]) : 15;
  const r = rank(JSON.parse(fs.readFileSync(file, 'utf8')) as Profile);
  const pct = (us: number) => `${((us / r.total) * 100).toFixed(1).padStart(5)}%`;
  const busy = r.total - (r.layers.find(([l]) => l === 'idle')?.[1] ?? 0);
  console.log(`${(r.total / 1000).toFixed(0)} ms sampled, ${(busy / 1000).toFixed(0)} ms busy (not idle)`);
  console.log('\nself time by layer');
  for (const [layer, us] of r.layers)
    console.log(`  ${pct(us)}  ${(us / 1000).toFixed(0).padStart(6)} ms  ${layer}`);
  console.log(`\nself time by function (top ${top})`);
  for (const [key, f] of r.functions.slice(0, top))
    console.log(`  ${pct(f.us)}  ${(f.us / 1000).toFixed(0).padStart(6)} ms  ${key}  [${f.layer}]`);
}
