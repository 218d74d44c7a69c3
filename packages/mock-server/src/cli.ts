#!/usr/bin/env node
// site-mock — the back-end double for QA and the console (see the README's QA section).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ACCOUNTS, SMS_CODE } from './accounts.js';
import { startMock, DEFAULT_SPEC, PORTAL_SECRET_DEFAULT } from './index.js';
import type { WorldSnapshot } from './world.js';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.MOCK_PORT ?? '4010' },
    host: { type: 'string', default: '127.0.0.1' },
    spec: { type: 'string', default: DEFAULT_SPEC },
    upstream: { type: 'string' },
    'upstream-timeout': { type: 'string', default: '10000' },
    scale: { type: 'string', default: '1' },
    seed: { type: 'string', default: '1' },
    world: { type: 'string' },
    cors: { type: 'string' },
    'portal-secret': { type: 'string', default: process.env.MOCK_PORTAL_SECRET ?? PORTAL_SECRET_DEFAULT },
    coverage: { type: 'boolean', default: false },
    log: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log(`用法：site-mock [选项]

  --port 4010              端口（0 为任意空闲端口）
  --host 127.0.0.1
  --scale 1                世界规模：1 为示例声称的条数，10 为十倍（同一 --seed 得到同一个世界）
  --seed 1
  --world <快照.json>      从保存的世界快照启动默认世界（GET /__mock/worlds/main 得到快照）
  --cors <来源,…>          允许跨域的来源（默认只允许本机来源；* 为任意）
  --portal-secret <密钥>   与门户共享的签名密钥，核对带 timestamp 与 sign 的参数登录（默认 ${PORTAL_SECRET_DEFAULT}）
  --upstream <地址>        代理模式：逐字节转发到真实后端，按契约校验应答并打印每处不符
  --upstream-timeout 10000 代理模式下等待上游的毫秒数，超时返回 504 信封
  --coverage               打印仍只按示例应答的调用及原因，然后退出
  --log                    每个请求打印一行

  演示账号：${ACCOUNTS.map((a) => `${a.account} / ${a.password}`).join('，')}；短信验证码 ${SMS_CODE}
  Prefer 请求头：code=401（该状态码的应答）、example=wrongPassword（该示例）、envelope=500（HTTP 200 的业务失败信封）
  请求头 X-Mock-World: <名称> 选用一个独立的世界（并行测试互不影响）；控制接口见 /__mock`);
  process.exit(0);
}

const started = performance.now();
const mock = await startMock({
  port: Number(values.port),
  host: values.host,
  spec: values.spec,
  upstream: values.upstream,
  upstreamTimeoutMs: Number(values['upstream-timeout']),
  scale: Number(values.scale),
  seed: Number(values.seed),
  world: values.world ? (JSON.parse(readFileSync(values.world, 'utf8')) as WorldSnapshot) : undefined,
  cors: values.cors === '*' ? '*' : values.cors?.split(','),
  log: values.log,
  portalSecret: values['portal-secret'],
  onViolation: (v) =>
    console.log(
      `✗ 契约不符  ${v.operation}  ${v.method} ${v.path}\n    字段 ${v.field}：${v.expected}（${v.severity}）`,
    ),
  onFinding: (f) => console.log(`✗ 上游问题  ${f.operation}  ${f.method} ${f.path}\n    ${f.message}`),
});
if (values.coverage) {
  console.log(
    `${mock.operations} 个调用，${mock.operations - mock.examplesOnly.length} 个按世界应答，${mock.examplesOnly.length} 个只按示例应答：`,
  );
  for (const e of mock.examplesOnly) console.log(`  ${e.operationId.padEnd(44)} ${e.why}`);
  await mock.close();
  process.exit(0);
}
const ms = Math.round(performance.now() - started);
console.log(
  values.upstream
    ? `Mock 代理校验已启动：${mock.url} → ${values.upstream}（${mock.operations} 个调用，${ms} ms）`
    : `Mock 服务已启动：${mock.url}（${mock.operations} 个调用，${ms} ms）\n  演示账号 ${ACCOUNTS.map((a) => `${a.account} / ${a.password}`).join('，')}；短信验证码 ${SMS_CODE}`,
);
const stop = async () => {
  await mock.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
