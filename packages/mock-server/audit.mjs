// What the mock cannot yet do from the contract, printed for the person extending it (issue #24):
//   node packages/mock-server/audit.mjs filters   documented filters no row field matches (plan.unmatched)
//   node packages/mock-server/audit.mjs writes    creates, updates, deletes and actions whose effect no read shows
// Reads spec/dist/openapi.json and the built mock (node packages/mock-server/build.mjs first).
/* eslint-disable no-console -- a report for the person running it */
import { readFileSync } from 'node:fs';
import { buildModel, routesOf, DEFAULT_SPEC } from './dist/index.js';

const what = process.argv[2] ?? 'filters';
const doc = JSON.parse(readFileSync(DEFAULT_SPEC, 'utf8'));
const model = buildModel(doc, routesOf(doc));
const plans = [...model.plans.values()];

if (what === 'filters') {
  const rows = plans.filter((p) => p.unmatched.length);
  for (const p of rows) console.log(`${p.op.operationId.padEnd(44)} ${p.unmatched.join(', ')}`);
  console.log(`${rows.length} 个调用，${rows.reduce((n, p) => n + p.unmatched.length, 0)} 个筛选参数对不上行字段`);
} else if (what === 'writes') {
  const WRITE =
    /^(add|create|insert|new|save|edit|update|modify|delete|del|remove|submit|confirm|approve|reject|cancel|start|init|assign|mark|send|reset|change|commit|apply|close|review|feedback|backout|finish|delegate|audit|bind|return)/;
  const rows = plans.filter(
    (p) => p.route.method !== 'get' && WRITE.test(p.op.operationId) && p.role === 'examples' && !p.route.multipart,
  );
  for (const p of rows)
    console.log(`${p.op.operationId.padEnd(44)} ${p.route.method.toUpperCase()} ${p.route.path}  ${p.why ?? ''}`);
  console.log(`${rows.length} 个写操作只按示例应答（改变不了任何读到的东西）`);
} else {
  console.error('用法：node packages/mock-server/audit.mjs filters|writes');
  process.exit(1);
}
