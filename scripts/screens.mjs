// The screen catalogue (packages/console/SCREENS.md): every menu page and fixed hidden route, the file that draws it,
// and the spec calls it makes (its own file and the files of its feature it imports, followed through). Also lists
// the spec calls no screen makes. Generated from the code so it cannot drift: `node scripts/screens.mjs` writes it,
// `--check` (run by npm test) fails when the committed file is out of date.
//   node scripts/screens.mjs [--check]
import { existsSync as fsExistsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SRC = join(ROOT, 'packages/console/src');
const OUT = join(ROOT, 'packages/console/SCREENS.md');

// Spec operations: path → { method, id, area }.
const ops = [];
for (const f of readdirSync(join(ROOT, 'spec/areas')).sort()) {
  const doc = YAML.parse(readFileSync(join(ROOT, 'spec/areas', f), 'utf8'));
  for (const [path, item] of Object.entries(doc.paths ?? {}))
    for (const [method, op] of Object.entries(item))
      if (['get', 'post', 'put', 'delete', 'patch'].includes(method))
        ops.push({ path, method: method.toUpperCase(), id: op.operationId, area: f.replace(/\.yaml$/, '') });
}

// A source file's calls: literal paths ('/a/b') and template paths (`${BASE}/tail`) matched by their last segment.
const text = new Map();
const read = (file) => {
  if (!text.has(file)) text.set(file, readFileSync(file, 'utf8'));
  return text.get(file);
};
// Calls through the generated query layer (@site/sdk/query) count too: `xxxQueryOptions(`, `xxxInfiniteQueryOptions(`,
// `xxxMutationOptions(` and `xxxKey(` name their operation, and so does a list screen's `operation="xxx"`.
const opById = new Map(ops.map((o) => [o.id, o]));
const GENERATED_CALL = /\b(\w+?)(?:InfiniteQueryOptions|QueryOptions|MutationOptions)\(/g;
const callsOf = new Map();
function callsIn(src) {
  let calls = callsOf.get(src);
  if (!calls) {
    const named = new Set();
    for (const m of src.matchAll(GENERATED_CALL)) if (opById.has(m[1])) named.add(opById.get(m[1]));
    calls = ops.filter(
      (o) => named.has(o) || src.includes(`'${o.path}'`) || src.includes(`${o.path.slice(o.path.lastIndexOf('/'))}\``),
    );
    callsOf.set(src, calls);
  }
  return calls;
}
/** A whole-word test for a name, compiled once per name. */
const wordRe = new Map();
const mentions = (text, name) => {
  let re = wordRe.get(name);
  if (!re) wordRe.set(name, (re = new RegExp(`\\b${name}\\b`)));
  return re.test(text);
};

/** A module's top-level declarations: name → its text (up to the next top-level declaration). */
const blocksOf = new Map();
function blocks(file) {
  if (blocksOf.has(file)) return blocksOf.get(file);
  const map = new Map();
  let name = null;
  let buf = [];
  const flush = () => name && map.set(name, buf.join('\n'));
  for (const line of read(file).split('\n')) {
    const m = /^(?:export )?(?:default )?(?:async )?(?:function|const|let|class|interface|type) (\w+)/.exec(line);
    if (m) {
      flush();
      name = m[1];
      if (line.startsWith('export default')) map.set('default', name);
      buf = [];
    } else if (/^(?:import|export \{|export \*)/.test(line)) {
      flush();
      name = null;
      buf = [];
    }
    buf.push(line);
  }
  flush();
  blocksOf.set(file, map);
  return map;
}

/** Whether a file exists, asked of the disk once per path. */
const exists = new Map();
const existsSync = (file) => {
  if (!exists.has(file)) exists.set(file, fsExistsSync(file));
  return exists.get(file);
};
/** Local modules a file imports: [resolved file, imported names], read once per file. */
const importsMemo = new Map();
function importsOf(file) {
  if (!importsMemo.has(file)) importsMemo.set(file, readImports(file));
  return importsMemo.get(file);
}
function readImports(file) {
  const out = [];
  for (const m of read(file).matchAll(
    /import (?:type )?\{([^}]*)\} from '(\.{1,2}\/[^']+|@\/(?:features|ui|lib)\/[^']+)'/g,
  )) {
    const spec = m[2].startsWith('@/') ? join(SRC, m[2].slice(2)) : resolve(dirname(file), m[2]);
    const names = m[1]
      .split(',')
      .map(
        (n) =>
          n
            .trim()
            .replace(/^type /, '')
            .split(/\s+as\s+/)[0],
      )
      .filter(Boolean);
    for (const ext of ['.tsx', '.ts']) if (existsSync(spec + ext)) out.push([spec + ext, names]);
  }
  for (const m of read(file).matchAll(
    /import (\w+)(?:, \{[^}]*\})? from '(\.{1,2}\/[^']+|@\/(?:features|ui|lib)\/[^']+)'/g,
  )) {
    const spec = m[2].startsWith('@/') ? join(SRC, m[2].slice(2)) : resolve(dirname(file), m[2]);
    for (const ext of ['.tsx', '.ts']) if (existsSync(spec + ext)) out.push([spec + ext, ['default'], m[1]]);
  }
  for (const m of read(file).matchAll(/export \{([^}]*)\} from '(\.{1,2}\/[^']+|@\/(?:features|ui|lib)\/[^']+)'/g)) {
    const spec = m[2].startsWith('@/') ? join(SRC, m[2].slice(2)) : resolve(dirname(file), m[2]);
    const names = m[1]
      .split(',')
      .map((n) => n.trim().split(/\s+as\s+/)[0])
      .filter(Boolean);
    for (const ext of ['.tsx', '.ts']) if (existsSync(spec + ext)) out.push([spec + ext, names]);
  }
  return out;
}

/** The calls a screen makes: its whole file, and of each local module only the declarations it uses (followed). */
function screenCalls(entry) {
  const calls = new Set();
  const seen = new Set();
  const texts = [];
  const take = (file, name) => {
    const key = `${file}#${name}`;
    if (seen.has(key)) return;
    seen.add(key);
    const alias = name === 'default' ? blocks(file).get('default') : undefined;
    if (alias) return take(file, alias);
    const text = name === '*' ? read(file) : blocks(file).get(name);
    if (text === undefined) {
      // re-exported from elsewhere
      for (const [f, names] of importsOf(file)) if (names.includes(name)) take(f, name);
      return;
    }
    texts.push(text);
    const local = blocks(file);
    for (const [other] of local) if (other !== name && mentions(text, other)) take(file, other);
    for (const [f, names, local] of importsOf(file))
      for (const n of names) if (name === '*' || mentions(text, n === 'default' ? local : n)) take(f, n);
  };
  take(entry, '*');
  for (const t of texts) for (const c of callsIn(t)) calls.add(c);
  // In the spec's order (area files, then paths), so that moving code between a screen's files changes nothing here.
  return ops.filter((o) => calls.has(o));
}

// Menu pages (spec/MENU.md) and each feature's views.ts (menu filePath → file) and fixedRoutes (path → title, file).
const menu = readFileSync(join(ROOT, 'spec/MENU.md'), 'utf8')
  .split('\n')
  .filter((l) => /^\| \d+ \|/.test(l))
  .map((l) => l.split('|').map((c) => c.trim().replace(/`/g, '')))
  .map((c) => ({ no: c[1], group: c[3], name: c[4], url: c[5], filePath: c[7] }));
const views = new Map();
const fixed = [];
for (const feature of readdirSync(join(SRC, 'features')).sort()) {
  const file = join(SRC, 'features', feature, 'views.ts');
  if (!existsSync(file)) continue;
  const src = read(file);
  for (const m of src.matchAll(/'?([\w/.-]+)'?: \(\) => import\('\.\/([^']+)'\)/g))
    views.set(m[1], join(SRC, 'features', feature, `${m[2]}.tsx`));
  for (const m of src.matchAll(/'(\/[\w/-]+)': \{ title: '([^']+)', load: \(\) => import\('\.\/([^']+)'\)/g))
    fixed.push({ url: m[1], name: m[2], file: join(SRC, 'features', feature, `${m[3]}.tsx`) });
}

// The public share page of seed 000 §2 (outside the signed-in shell, routed in app/app.tsx).
fixed.push({
  url: '/panorama/share/:code',
  name: '全景分享（免登录）',
  file: join(SRC, 'features/panorama/share-page.tsx'),
});

const used = new Set();
const row = (name, url, file) => {
  if (!file) return `| ${name} | \`${url}\` | — | — |`;
  const calls = screenCalls(file);
  for (const c of calls) used.add(c);
  const list = calls.map((c) => `${c.id}`).join(', ');
  return `| ${name} | \`${url}\` | \`${relative(join(ROOT, 'packages/console'), file)}\` | ${list || '—'} |`;
};

const lines = [
  '# 控制台页面与调用',
  '',
  '由 `node scripts/screens.mjs` 从代码生成（`npm test` 检查它是否最新）：每个菜单页面和固定隐藏路由、绘制它的文件，',
  '以及它（连同它引用的本功能文件）发出的规格调用（operationId，详见 `packages/sdk/docs/reference/`）。',
  '',
  '## 菜单页面',
  '',
  '| 页面 | 路由 | 文件 | 调用 |',
  '|---|---|---|---|',
  ...menu.map((m) =>
    m.url.startsWith('http')
      ? `| ${m.name} | \`${m.url}\` | 外部链接（新标签页，noopener） | — |`
      : row(m.name, m.url, views.get(m.filePath) ?? views.get(m.url)),
  ),
  '',
  '## 固定隐藏路由（种子 000 §2）',
  '',
  '| 页面 | 路由 | 文件 | 调用 |',
  '|---|---|---|---|',
  ...fixed.sort((a, b) => a.url.localeCompare(b.url)).map((f) => row(f.name, f.url, f.file)),
];
// Calls made by the shell, session and sign-in (outside features/): listed as such. app/screens/ holds the component
// tests and their kits (what they call is the dialogs' calls, not the shell's).
const shellFiles = ['app', 'shell', 'session', 'features/auth', 'features/home', 'features/embed'].flatMap((d) => {
  const dir = join(SRC, d);
  return existsSync(dir)
    ? readdirSync(dir, { recursive: true })
        .map((f) => join(dir, String(f)))
        .filter((f) => /\.tsx?$/.test(f) && !/\.test\./.test(f) && !f.includes(join('app', 'screens')))
    : [];
});
const shellSet = new Set(shellFiles.flatMap((f) => callsIn(read(f))));
const shellCalls = ops.filter((o) => shellSet.has(o));
for (const c of shellCalls) used.add(c);
lines.push('', '## 外壳、会话与登录发出的调用', '', shellCalls.map((c) => c.id).join(', '), '');
const unused = ops.filter((o) => !used.has(o));
lines.push(`## 没有页面发出的调用（${unused.length} / ${ops.length}）`, '');
for (const o of unused) lines.push(`- ${o.area}: \`${o.method} ${o.path}\` ${o.id}`);
const out = `${lines.join('\n')}\n`;

if (process.argv.includes('--check')) {
  const now = existsSync(OUT) ? readFileSync(OUT, 'utf8') : '';
  if (now !== out) {
    console.error('✗ packages/console/SCREENS.md 不是最新的：运行 node scripts/screens.mjs');
    process.exit(1);
  }
  console.log(`✓ 页面目录最新（${menu.length} 个菜单页面，${fixed.length} 个固定路由，${unused.length} 个调用无页面）`);
} else {
  writeFileSync(OUT, out);
  console.log(`写入 ${relative(ROOT, OUT)}：${unused.length} / ${ops.length} 个调用无页面`);
}
