#!/usr/bin/env node
// site-mock — the back-end double for QA and the console (see the README's QA section).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ACCOUNTS, SMS_CODE } from './accounts.js';
import { workspaceExceptions } from './exceptions.js';
import { startMock, startPrism, prismVersion, DEFAULT_CAPS, DEFAULT_SPEC, PORTAL_SECRET_DEFAULT } from './index.js';
import type { WorldSnapshot } from './world.js';

const MB = 1024 * 1024;
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.MOCK_PORT ?? '4010' },
    host: { type: 'string', default: '127.0.0.1' },
    spec: { type: 'string', default: DEFAULT_SPEC },
    upstream: { type: 'string' },
    record: { type: 'string' },
    'upstream-timeout': { type: 'string', default: '10000' },
    'strict-requests': { type: 'boolean', default: false },
    scale: { type: 'string', default: '1' },
    seed: { type: 'string' },
    today: { type: 'string' },
    engine: { type: 'string', default: process.env.MOCK_ENGINE ?? 'world' },
    dynamic: { type: 'boolean', default: false },
    errors: { type: 'boolean', default: false },
    world: { type: 'string' },
    cors: { type: 'string' },
    'admin-token': { type: 'string', default: process.env.MOCK_ADMIN_TOKEN },
    'max-worlds': { type: 'string', default: String(DEFAULT_CAPS.maxWorlds) },
    'world-idle-minutes': { type: 'string', default: String(DEFAULT_CAPS.idleMs / 60_000) },
    'journal-size': { type: 'string', default: String(DEFAULT_CAPS.journal.size) },
    'journal-mb': { type: 'string', default: String(DEFAULT_CAPS.journal.bytes / MB) },
    'max-upload-mb': { type: 'string', default: String(DEFAULT_CAPS.uploadBytes / MB) },
    'portal-secret': { type: 'string', default: process.env.MOCK_PORTAL_SECRET ?? PORTAL_SECRET_DEFAULT },
    'data-dir': { type: 'string', default: process.env.MOCK_DATA_DIR },
    coverage: { type: 'boolean', default: false },
    log: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log(`用法：site-mock [选项]

  --engine world|prism     world（默认）：会变化的世界、会话与状态；prism：纯 Prism ${prismVersion()}，只按契约应答
                           （无状态、不校验令牌的值；也可用环境变量 MOCK_ENGINE=prism）
  --port 4010              端口（0 为任意空闲端口）
  --host 127.0.0.1
  --scale 1                世界规模：1 为示例声称的条数，10 为十倍（同一 --seed 得到同一个世界）
  --seed 1
  --today YYYY-MM-DD      Mock 的“今天”：示例里的日期随之平移，考勤等事件表截至这一天（默认今天的真实日期）
  --world <快照.json>      从保存的世界快照启动默认世界（GET /__mock/worlds/main 得到快照）
  --data-dir <目录>        每个世界与它的上传存进这个目录，重启后原样载入（写入先写临时文件再改名，写到一半崩溃
                           不丢已保存的内容；会话不保存，重启后重新登录；也可用环境变量 MOCK_DATA_DIR）
  --cors <来源,…>          允许跨域的来源（默认只允许本机来源；* 为任意，但控制接口仍只接受本机与列出的来源）
  --admin-token <令牌>     控制接口 /__mock 要求 Authorization: Bearer <令牌>（或环境变量 MOCK_ADMIN_TOKEN）
  --max-worlds 100         同时保留的世界数，超出时移除最久未用的（main 除外）
  --world-idle-minutes 240 多久未使用的世界被移除（main 除外）
  --journal-size 100       每个世界保留的最近请求数
  --journal-mb 2           每个世界保留的请求体总字节（MB）；单个请求体最多保留其四分之一
  --max-upload-mb 256      所有世界的上传文件总字节（MB），超出时清除最早的上传
  --portal-secret <密钥>   与门户共享的签名密钥，核对带 timestamp 与 sign 的参数登录（默认 ${PORTAL_SECRET_DEFAULT}）
  --upstream <地址>        代理模式：逐字节转发到真实后端，按契约校验应答并打印每处不符
  --upstream-timeout 10000 代理模式下等待上游的毫秒数，超时返回 504 信封
  --strict-requests        代理模式：不符合契约的请求返回 400、不转发（默认照常转发，只记为发现）
  --record <文件>          代理模式：真实后端对列表与详情调用的应答按实体存成世界快照（停止时与每次变化后写入），
                           之后用 --world <文件> 离线重放这段会话
  --coverage               打印仍只按示例应答的调用及原因，然后退出
  --log                    每个请求打印一行
  --dynamic                （prism）按 schema 动态生成应答，而不是返回示例；--seed 固定生成结果
  --errors                 （prism）不符合契约的应答改为 500 问题文档（列出每处不符）

  演示账号：${ACCOUNTS.map((a) => `${a.account} / ${a.password}`).join('，')}；短信验证码 ${SMS_CODE}
  Prefer 请求头：code=401（该状态码的应答）、example=wrongPassword（该示例）、envelope=500（HTTP 200 的业务失败信封）
  请求头 X-Mock-World: <名称> 选用一个独立的世界（并行测试互不影响）；控制接口见 /__mock`);
  process.exit(0);
}

const caps = ['max-worlds', 'world-idle-minutes', 'journal-size', 'journal-mb', 'max-upload-mb'] as const;
const bad = caps.find((k) => !(Number(values[k]) > 0));
if (bad) {
  console.error(`--${bad} 应为正数，收到 ${values[bad]}`);
  process.exit(2);
}

if (values.engine === 'prism') await startPrismEngine();
else if (values.engine !== 'world') {
  console.error(`✗ 未知的 --engine ${values.engine}（world 或 prism）`);
  process.exit(2);
} else if (values.dynamic || values.errors) {
  console.error('✗ --dynamic 与 --errors 只用于 --engine prism');
  process.exit(2);
} else await startWorldEngine();

async function startWorldEngine() {
  const started = performance.now();
  const mock = await startMock({
    port: Number(values.port),
    host: values.host,
    spec: values.spec,
    upstream: values.upstream,
    upstreamTimeoutMs: Number(values['upstream-timeout']),
    strictRequests: values['strict-requests'],
    scale: Number(values.scale),
    seed: Number(values.seed ?? '1'),
    today: values.today ?? new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10),
    world: values.world ? (JSON.parse(readFileSync(values.world, 'utf8')) as WorldSnapshot) : undefined,
    cors: values.cors === '*' ? '*' : values.cors?.split(','),
    log: values.log,
    adminToken: values['admin-token'],
    maxWorlds: Number(values['max-worlds']),
    worldIdleMs: Number(values['world-idle-minutes']) * 60_000,
    journalSize: Number(values['journal-size']),
    journalBytes: Math.round(Number(values['journal-mb']) * MB),
    maxUploadBytes: Math.round(Number(values['max-upload-mb']) * MB),
    portalSecret: values['portal-secret'],
    dataDir: values['data-dir'],
    record: values.record,
    onViolation: (v) =>
      console.log(
        `✗ 契约不符  ${v.operation}  ${v.method} ${v.path}\n    字段 ${v.field}：${v.expected}（${v.severity}）`,
      ),
    onFinding: (f) =>
      console.log(
        `✗ ${f.kind === 'request' ? '请求不符' : '上游问题'}  ${f.operation}  ${f.method} ${f.path}\n    ${f.message}`,
      ),
  });
  if (values.coverage) {
    console.log(
      `${mock.operations} 个调用，${mock.operations - mock.examplesOnly.length} 个按世界应答，${mock.examplesOnly.length} 个只按示例应答：`,
    );
    for (const e of mock.examplesOnly) console.log(`  ${e.operationId.padEnd(44)} ${e.why}`);
    if (mock.partial.length) {
      console.log(`\n${mock.partial.length} 个聚合应答中仍有字段取自示例：`);
      for (const p of mock.partial) console.log(`  ${p.operationId.padEnd(44)} ${p.fields.join('、')}`);
    }
    const ignored = [...mock.model.plans.values()].flatMap((p) =>
      Object.entries(p.xmock?.ignores ?? {}).map(([input, why]) => ({ id: p.op.operationId, input, why })),
    );
    if (ignored.length) {
      console.log(`\n${ignored.length} 个请求字段不是筛选（x-mock.ignores）：`);
      for (const g of ignored) console.log(`  ${`${g.id} ${g.input}`.padEnd(44)} ${g.why}`);
    }
    const exceptions = workspaceExceptions();
    if (exceptions) {
      const by = new Map<string, number>();
      for (const e of exceptions) by.set(e.invariant, (by.get(e.invariant) ?? 0) + 1);
      const ops = new Set(exceptions.map((e) => e.operationId)).size;
      console.log(
        `不变量例外 ${exceptions.length} 条，涉及 ${ops} 个调用${by.size ? `（${[...by].map(([k, n]) => `${k} ${n}`).join('，')}）` : ''}：见 tests/mock/invariants.test.ts 的 EXCEPTIONS`,
      );
    }
    await mock.close();
    process.exit(0);
  }
  const ms = Math.round(performance.now() - started);
  console.log(
    values.upstream
      ? `Mock 代理校验已启动：${mock.url} → ${values.upstream}（${mock.operations} 个调用，${ms} ms）${
          values.record
            ? `\n  录制：列表与详情的应答写入 ${values.record}（离线重放：site-mock --world ${values.record}）`
            : ''
        }`
      : `Mock 服务已启动：${mock.url}（${mock.operations} 个调用，${ms} ms）\n  演示账号 ${ACCOUNTS.map((a) => `${a.account} / ${a.password}`).join('，')}；短信验证码 ${SMS_CODE}`,
  );
  const stop = async () => {
    await mock.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

/** `--engine prism`: plain Prism on the same port, its log in this terminal; Ctrl-C stops it. */
async function startPrismEngine() {
  const unsupported = ['world', 'cors', 'scale', 'today', 'upstream-timeout', 'coverage']
    .map((k) => `--${k}`)
    .filter((flag) => process.argv.some((a) => a === flag || a.startsWith(`${flag}=`)));
  if (unsupported.length) {
    console.error(`✗ --engine prism 不支持 ${unsupported.join('、')}（只有默认引擎有世界与这些选项）`);
    process.exit(2);
  }
  const prism = await startPrism({
    port: Number(values.port),
    host: values.host,
    spec: values.spec,
    upstream: values.upstream,
    dynamic: values.dynamic,
    seed: values.seed,
    errors: values.errors,
    verbose: values.log ? 'info' : 'warn',
    stdio: 'inherit',
  }).catch((e: unknown) => {
    console.error(`✗ ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  });
  const mode = values.upstream
    ? `代理校验 → ${values.upstream}`
    : values.dynamic
      ? '按 schema 动态生成应答'
      : '按契约示例应答';
  console.log(
    `Prism ${prismVersion()} 已启动：${prism.url}（${mode}，${prism.startMs} ms）\n` +
      '  无状态：没有会话与世界，登录总是返回示例令牌，需要登录的调用只检查带了 Bearer 令牌\n' +
      '  Prefer 请求头：code=401（该状态码的应答）、example=<示例名>（该示例）、dynamic=true（动态生成）',
  );
  let stopping = false;
  void prism.exited.then((code) => {
    if (stopping) return;
    console.error(`✗ Prism 已退出（${code}）`);
    process.exit(1);
  });
  const stop = async () => {
    stopping = true;
    await prism.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}
