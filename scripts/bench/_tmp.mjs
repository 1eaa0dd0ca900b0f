import { build } from 'vite';
import path from 'node:path';
const root = process.cwd();
async function stats(r) { const s = new Map();
await build({ configFile: path.join(root, 'vite.config.ts'), root: r, logLevel: 'silent',
  plugins: [{ name: 'stats', generateBundle(_, bundle) { for (const c of Object.values(bundle)) if (c.type==='chunk' && c.isEntry) { for (const [id,m] of Object.entries(c.modules)) { const k = id.replace(/.*node_modules\//,'nm:'); s.set(k, m.renderedLength);} } } }],
  build: { outDir: '/tmp/perf-an2', emptyOutDir: true } }); return s; }
const app = await stats(root); const floor = await stats(path.join(root,'scripts/bench/floor'));
const rows = [];
for (const [k,v] of app) { const f = floor.get(k) ?? 0; if (v!==f) rows.push([v-f,k]); }
for (const [k,v] of floor) if (!app.has(k)) rows.push([-v,k]);
rows.sort((a,b)=>b[0]-a[0]); console.log(rows.filter(r=>!r[1].startsWith('/')).map(r=>r.join('\t')).join('\n'));
