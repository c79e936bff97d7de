// ad-hoc: inclusive time per function within tasks matching a time window
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
const [file, fromMs, toMs] = process.argv.slice(2);
const distDir = process.env.DIST_DIR;
const ev = JSON.parse(readFileSync(file, 'utf8')).traceEvents;
const names = ev.filter(e => e.name === 'thread_name' && e.args.name === 'CrRendererMain');
let main = null, best = -1;
for (const t of names) { const b = ev.filter(e => e.pid === t.pid && e.tid === t.tid && e.name === 'FunctionCall').reduce((s, e) => s + e.dur, 0); if (b > best) { best = b; main = t; } }
const nav = ev.find(e => e.pid === main.pid && e.tid === main.tid && e.name === 'navigationStart') ?? ev.find(e => e.pid === main.pid);
const start = ev.find(e => e.name === 'Profile' && e.pid === main.pid);
const nodes = new Map(); const samples = []; let ts = start.args.data.startTime;
for (const c of ev.filter(e => e.name === 'ProfileChunk' && e.pid === main.pid && e.id === start.id)) {
  for (const n of c.args.data.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
  const ids = c.args.data.cpuProfile?.samples ?? []; const d = c.args.data.timeDeltas ?? [];
  for (let i = 0; i < ids.length; i++) { ts += d[i] ?? 0; samples.push({ node: ids[i], ts }); }
}
samples.sort((a, b) => a.ts - b.ts);
const maps = new Map();
function label(id) {
  const f = nodes.get(id).callFrame; const n = f.functionName || '(anon)';
  if (!f.url?.startsWith('http')) return n;
  const p = path.join(distDir, new URL(f.url).pathname + '.map');
  if (!maps.has(p)) { try { maps.set(p, new TraceMap(readFileSync(p, 'utf8'))); } catch { maps.set(p, null); } }
  const m = maps.get(p); if (!m) return n;
  const o = originalPositionFor(m, { line: f.lineNumber + 1, column: Math.max(0, f.columnNumber) });
  const src = (o.source ?? '').replace(/.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
  return `${o.name ?? n} [${src}:${o.line}]`;
}
const incl = new Map(); let total = 0;
const lo = nav.ts + fromMs * 1000, hi = nav.ts + toMs * 1000;
for (let i = 0; i < samples.length - 1; i++) {
  const s = samples[i]; if (s.ts < lo || s.ts > hi) continue;
  const ms = Math.min((samples[i + 1].ts - s.ts) / 1000, 10); total += ms;
  const seen = new Set(); let cur = s.node;
  while (cur !== undefined) { const l = label(cur); if (!seen.has(l)) { seen.add(l); incl.set(l, (incl.get(l) ?? 0) + ms); } cur = nodes.get(cur)?.parent; }
}
console.log('total', Math.round(total));
for (const [k, v] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 45))) console.log(Math.round(v).toString().padStart(5), k);
