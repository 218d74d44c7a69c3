#!/usr/bin/env node
// site-mock — the mock back-end for QA and the console.
//   site-mock [--port 4010] [--host 127.0.0.1] [--spec spec/dist/openapi.json] [--log]
//   site-mock --upstream https://real-backend.example.com   proxy mode: forward every call, report contract violations
import { parseArgs } from 'node:util';
import { startMock, DEFAULT_SPEC } from './index.js';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.MOCK_PORT ?? '4010' },
    host: { type: 'string', default: '127.0.0.1' },
    spec: { type: 'string', default: DEFAULT_SPEC },
    upstream: { type: 'string' },
    log: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log(`用法：site-mock [--port 4010] [--host 127.0.0.1] [--spec <bundle.json>] [--upstream <真实后端地址>] [--log]

  Mock 模式（默认）：按规格示例应答；导出返回真实的 xlsx/docx；未带令牌的调用返回 401。
    Prefer 请求头可选其他示例或状态码，如  Prefer: code=401  或  Prefer: example=wrongPassword
  代理模式（--upstream）：把每个调用转发给真实后端，按规格校验应答，逐条报告不符之处。`);
  process.exit(0);
}

const started = performance.now();
const mock = await startMock({
  port: Number(values.port),
  host: values.host,
  spec: values.spec,
  upstream: values.upstream,
  log: values.log,
  onViolation: (v) =>
    console.log(
      `✗ 契约不符  ${v.operation}  ${v.method} ${v.path}\n    字段 ${v.field}：${v.expected}（${v.severity}）`,
    ),
});
console.log(
  values.upstream
    ? `Mock 代理校验已启动：${mock.url} → ${values.upstream}（${mock.operations} 个调用，${Math.round(performance.now() - started)} ms）`
    : `Mock 服务已启动：${mock.url}（${mock.operations} 个调用，${Math.round(performance.now() - started)} ms）`,
);
const stop = async () => {
  await mock.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
