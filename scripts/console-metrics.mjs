#!/usr/bin/env node
// The console's size measures of issue #27, printed from the source itself:
//   node scripts/console-metrics.mjs [--list] [--json]
// - source files over 400 lines (tests excluded);
// - components over 80 lines: a function whose name starts with a capital letter (a declaration, or an arrow or
//   function expression bound to a const), in a .tsx file, spanning more than 80 lines from its first to its last line;
// - files outside ui/ that import recharts.
// The duplicate count comes from the workplace's finder (`cd packages/console/src && duplicates`), not from here.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('../packages/console/src/', import.meta.url));
const args = process.argv.slice(2);
const FILE_LINES = 400;
const COMPONENT_LINES = 80;

/** Every .ts/.tsx source file below `dir` that is not a test. */
function sources(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sources(path));
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** The components of one file and their length in lines. */
function components(path, text) {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found = [];
  const lines = (node) =>
    file.getLineAndCharacterOfPosition(node.getEnd()).line -
    file.getLineAndCharacterOfPosition(node.getStart()).line +
    1;
  const visit = (node) => {
    if (ts.isFunctionDeclaration(node) && node.name && /^[A-Z]/.test(node.name.text)) {
      found.push({ name: node.name.text, lines: lines(node) });
    } else if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      /^[A-Z]/.test(node.name.text) &&
      node.initializer
    ) {
      let init = node.initializer;
      // memo(…), forwardRef(…) and the like wrap the component.
      while (ts.isCallExpression(init) && init.arguments.length > 0) init = init.arguments[0];
      if (ts.isArrowFunction(init) || ts.isFunctionExpression(init))
        found.push({ name: node.name.text, lines: lines(init) });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const longFiles = [];
const longComponents = [];
const rechartsOutsideUi = [];
let fileCount = 0;
let componentCount = 0;
for (const path of sources(root)) {
  const rel = relative(root, path);
  const text = readFileSync(path, 'utf8');
  fileCount++;
  const n = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  if (n > FILE_LINES) longFiles.push({ file: rel, lines: n });
  if (/from ['"]recharts['"]/.test(text) && !rel.startsWith('ui/')) rechartsOutsideUi.push(rel);
  if (path.endsWith('.tsx')) {
    for (const c of components(path, text)) {
      componentCount++;
      if (c.lines > COMPONENT_LINES) longComponents.push({ file: rel, ...c });
    }
  }
}
longFiles.sort((a, b) => b.lines - a.lines);
longComponents.sort((a, b) => b.lines - a.lines);

if (args.includes('--json')) {
  console.log(JSON.stringify({ fileCount, componentCount, longFiles, longComponents, rechartsOutsideUi }, null, 2));
} else {
  if (args.includes('--list')) {
    for (const f of longFiles) console.log(`file      ${String(f.lines).padStart(4)}  ${f.file}`);
    for (const c of longComponents) console.log(`component ${String(c.lines).padStart(4)}  ${c.file} ${c.name}`);
    for (const f of rechartsOutsideUi) console.log(`recharts        ${f}`);
  }
  console.log(`源文件 ${fileCount} 个，超过 ${FILE_LINES} 行的 ${longFiles.length} 个（目标 0）`);
  console.log(`组件 ${componentCount} 个，超过 ${COMPONENT_LINES} 行的 ${longComponents.length} 个（目标 ≤ 60）`);
  console.log(`ui/ 以外引入 recharts 的文件 ${rechartsOutsideUi.length} 个（目标 0）`);
}
