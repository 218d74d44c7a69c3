/**
 * site-api — call the back-end from a shell, built on the SDK (same envelope rules, error catalogue and timeouts).
 *
 *   site-api login [--account admin] [--password …] [--save]   sign in; prints the session JSON; --save keeps the token
 *   site-api call <operationId> [--param k=v]… [--body @file.json | --body '{…}'] [--header k:v]… [--out file]
 *   site-api call <operationId> --help                          the call's parameters, body fields and an example
 *   site-api ops [area]                                          list operations (JSON)
 *
 * Address: --base-url or SITE_API_URL (default http://127.0.0.1:4010). Token: SITE_API_TOKEN, else the file named by
 * --token-file or SITE_API_TOKEN_FILE (default ~/.config/site-api/token). Password: --password or SITE_API_PASSWORD.
 * `--param` values are read by the parameter's type in the contract: a string stays a string (`007`).
 * Answers and help are on stdout; failures print one line on stderr and exit with EXIT below.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { createClient } from './core';
import { isSdkError } from './errors';
import { fileNameFor } from './file-name';
import { cliHelp, type CliHelp } from './generated/cli-help';
import { operations, type OperationId } from './generated/operations';
import { pagedRoutes } from './generated/routes';

/** Exit codes: kept from 1.x, so scripts that test them go on working. */
export const EXIT = {
  ok: 0,
  /** The server answered HTTP 200 with a failing envelope (the error catalogue), or an answer that is no envelope. */
  business: 1,
  /** An HTTP error status (401, 403, 404, 5xx…). */
  http: 2,
  /** No answer: network failure or timeout. */
  network: 3,
  /** The command line is wrong (unknown command or operationId, a missing file, a value of the wrong type…). */
  usage: 64,
  /** A defect of site-api itself. */
  internal: 70,
} as const;

const USAGE = `用法：
  site-api login [--account admin] [--password 密码] [--save]
  site-api call <operationId> [--param k=v]… [--body @file.json | --body '{…}'] [--header k:v]… [--out 文件]
  site-api call <operationId> --help     这个调用的参数、请求体字段与示例
  site-api ops [业务域]
选项：--base-url 地址（或 SITE_API_URL）  --token-file 文件（或 SITE_API_TOKEN_FILE；令牌也可放在 SITE_API_TOKEN）
      --retries n   GET 与分页列表遇到网络错误或 429/5xx 时重试的次数（默认 2；0 不重试）
--param 的值按契约里参数的类型读取：字符串原样发送（keyword=007 发送 007），整数、数字、布尔值须合法，数组可重复给出。
退出码：0 成功，1 业务失败（信封表示失败），2 HTTP 错误状态，3 网络错误或超时，64 用法错误，70 site-api 自身的错误。`;

class UsageError extends Error {}

interface Parsed {
  positional: string[];
  options: Map<string, string[]>;
}

function parse(argv: string[]): Parsed {
  const positional: string[] = [];
  const options = new Map<string, string[]>();
  const flags = new Set(['save', 'help']);
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq > 0 ? arg.slice(2, eq) : arg.slice(2);
    let value: string;
    if (flags.has(name)) value = 'true';
    else if (eq > 0) value = arg.slice(eq + 1);
    else {
      const next = argv[i + 1];
      if (next === undefined) throw new UsageError(`--${name} 缺少取值`);
      value = next;
      i += 1;
    }
    options.set(name, [...(options.get(name) ?? []), value]);
  }
  return { positional, options };
}

const one = (p: Parsed, name: string) => p.options.get(name)?.at(-1);

function tokenFile(p: Parsed, env: NodeJS.ProcessEnv): string {
  return one(p, 'token-file') ?? env.SITE_API_TOKEN_FILE ?? join(homedir(), '.config', 'site-api', 'token');
}

function readToken(p: Parsed, env: NodeJS.ProcessEnv): string | undefined {
  if (env.SITE_API_TOKEN) return env.SITE_API_TOKEN;
  try {
    return readFileSync(tokenFile(p, env), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

/** One `--param` value read by the parameter's type in the contract; a value of the wrong type is a usage error. */
function typed(id: string, name: string, type: string, raw: string): unknown {
  const base = type.replace(/\[\]$/, '');
  if (base === 'integer' || base === 'number') {
    const n = Number(raw);
    if (raw.trim() === '' || !Number.isFinite(n) || (base === 'integer' && !Number.isInteger(n)))
      throw new UsageError(`${id} 的参数 ${name} 应为${base === 'integer' ? '整数' : '数字'}：${raw}`);
    return n;
  }
  if (base === 'boolean') {
    if (raw !== 'true' && raw !== 'false') throw new UsageError(`${id} 的参数 ${name} 应为 true 或 false：${raw}`);
    return raw === 'true';
  }
  return raw;
}

/**
 * `k=v` → a path, query or header parameter of the operation, its value typed by the contract: a string stays a
 * string (`007`), integers and numbers are checked, an array parameter collects every `--param` of its name.
 */
function paramsOf(id: string, help: CliHelp | undefined, path: string, pairs: string[]) {
  const byIn: Record<string, Record<string, unknown>> = { query: {}, path: {}, header: {} };
  const declared = new Map((help?.[2] ?? []).map((p) => [p[0], p]));
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    if (eq <= 0) throw new UsageError(`--param 应为 k=v：${pair}`);
    const key = pair.slice(0, eq);
    const raw = pair.slice(eq + 1);
    const p = declared.get(key);
    if (!p) {
      const names = [...declared.keys()].join('、') || '无';
      throw new UsageError(`${id} 没有参数 ${key}（它的参数：${names}；site-api call ${id} --help）`);
    }
    const where = path.includes(`{${key}}`)
      ? 'path'
      : p[1] === 'header'
        ? 'header'
        : p[1] === 'path'
          ? 'path'
          : 'query';
    const holder = byIn[where] as Record<string, unknown>;
    const value = typed(id, key, p[2], raw);
    if (p[2].endsWith('[]')) holder[key] = [...((holder[key] as unknown[] | undefined) ?? []), value];
    else holder[key] = value;
  }
  return { query: byIn.query, path: byIn.path, header: byIn.header as Record<string, string> };
}

function bodyOf(text: string | undefined, cwd: string): unknown {
  if (text === undefined) return undefined;
  let source = text;
  if (text.startsWith('@')) {
    const file = join(cwd, text.slice(1));
    try {
      source = readFileSync(file, 'utf8');
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      throw new UsageError(
        code === 'ENOENT' ? `--body 的文件不存在：${file}` : `--body 的文件读不了：${file}（${code ?? String(e)}）`,
      );
    }
  }
  try {
    return JSON.parse(source);
  } catch (e) {
    const where = text.startsWith('@') ? `文件 ${text.slice(1)}` : text.slice(0, 60);
    throw new UsageError(`--body 不是合法的 JSON（${where}）：${(e as Error).message}`);
  }
}

/** A shell-safe word: left bare when it has nothing a shell reads, else in single quotes. */
const shellWord = (text: string) => (/^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`);

/** `site-api call <id> --help`: what the call is, its parameters and body fields, and an example from the contract. */
function operationHelp(id: OperationId): string {
  const op = operations[id];
  const help = cliHelp[id];
  const out = [`${id} — ${help?.[0] ?? ''}`, `${op.method.toUpperCase()} ${op.path} · 业务域 ${op.tag}`];
  if (help?.[1] && help[1] !== help[0]) out.push('', help[1]);
  const params = help?.[2] ?? [];
  out.push('', params.length ? '参数（--param 名称=值）：' : '参数：无');
  for (const [name, where, type, required, note] of params) {
    out.push(`  ${name}  ${type}  ${where}${required ? '  必填' : ''}${note ? `  ${note}` : ''}`);
  }
  const body = help?.[3];
  if (body) {
    const [kind, required, fields] = body;
    const what = kind === 'json' ? 'JSON' : kind === 'form' ? '表单' : 'multipart（文件字段不能从命令行给出）';
    out.push('', `请求体（--body，${what}${required ? '，必填' : ''}）：${typeof fields === 'string' ? fields : ''}`);
    if (Array.isArray(fields)) {
      for (const [name, type, req, note] of fields)
        out.push(`  ${name}  ${type}${req ? '  必填' : ''}${note ? `  ${note}` : ''}`);
    }
  } else out.push('', '请求体：无');
  if (op.blob) out.push('', '应答：文件，写到 --out 给的文件名（默认用服务器给的文件名）。');
  const example = (help?.[4] ?? {}) as { params?: { path?: object; query?: object }; body?: unknown };
  const words = ['site-api', 'call', id];
  for (const part of [example.params?.path, example.params?.query]) {
    for (const [k, v] of Object.entries(part ?? {})) {
      for (const item of Array.isArray(v) ? v : [v]) words.push('--param', shellWord(`${k}=${String(item)}`));
    }
  }
  if (example.body !== undefined) words.push('--body', shellWord(JSON.stringify(example.body)));
  out.push('', '示例（值取自契约的示例）：', `  ${words.join(' ')}`);
  return out.join('\n') + '\n';
}

export interface Io {
  env: NodeJS.ProcessEnv;
  cwd: string;
  out: (text: string) => void;
  err: (text: string) => void;
}

/** Run one command; resolves to the exit code. */
export async function main(argv: string[], io: Io): Promise<number> {
  const print = (value: unknown) => io.out(JSON.stringify(value, null, 2) + '\n');
  try {
    const p = parse(argv);
    const [command, ...rest] = p.positional;
    if (!command || command === 'help' || (p.options.has('help') && command !== 'call')) {
      if (!command && !p.options.has('help')) {
        io.err(`缺少命令（site-api --help 查看用法）\n`);
        return EXIT.usage;
      }
      io.out(USAGE + '\n');
      return EXIT.ok;
    }
    const baseUrl = one(p, 'base-url') ?? io.env.SITE_API_URL ?? 'http://127.0.0.1:4010';
    const headers: Record<string, string> = {};
    for (const h of p.options.get('header') ?? []) {
      const colon = h.indexOf(':');
      if (colon <= 0) throw new UsageError(`--header 应为 名称:值：${h}`);
      headers[h.slice(0, colon).trim()] = h.slice(colon + 1).trim();
    }

    if (command === 'ops') {
      const area = rest[0];
      const list = Object.entries(operations)
        .filter(([, op]) => !area || op.tag === area)
        .map(([id, op]) => ({ operationId: id, method: op.method.toUpperCase(), path: op.path, area: op.tag }));
      if (area && list.length === 0) throw new UsageError(`没有这个业务域：${area}`);
      print(list);
      return 0;
    }

    if (command === 'login') {
      const account = one(p, 'account') ?? io.env.SITE_API_ACCOUNT ?? 'admin';
      const password = one(p, 'password') ?? io.env.SITE_API_PASSWORD;
      if (!password) throw new UsageError('请用 --password 或环境变量 SITE_API_PASSWORD 给出密码');
      const api = createClient({ baseUrl });
      const answer = (await api.request('post', '/pc/account/login_v2', {
        body: { account, password },
        headers,
      })) as { data?: { token?: string } };
      const token = answer.data?.token;
      if (p.options.has('save') && token) {
        const file = tokenFile(p, io.env);
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, token + '\n', { mode: 0o600 });
      }
      print(answer);
      return 0;
    }

    if (command === 'call') {
      const id = rest[0];
      if (!id) {
        if (p.options.has('help')) {
          io.out(USAGE + '\n');
          return EXIT.ok;
        }
        throw new UsageError('缺少 operationId（site-api ops 可列出全部）');
      }
      if (!Object.prototype.hasOwnProperty.call(operations, id)) {
        throw new UsageError(`未知的 operationId：${id}（site-api ops 可列出全部）`);
      }
      if (p.options.has('help')) {
        io.out(operationHelp(id as OperationId));
        return EXIT.ok;
      }
      const op = operations[id as OperationId];
      const token = readToken(p, io.env);
      const retries = one(p, 'retries');
      if (retries !== undefined && !/^\d+$/.test(retries)) throw new UsageError(`--retries 应为整数：${retries}`);
      const api = createClient({
        baseUrl,
        getToken: () => token,
        ...(retries === undefined ? {} : { retry: { retries: Number(retries) } }),
      });
      const { header, ...params } = paramsOf(id, cliHelp[id], op.path, p.options.get('param') ?? []);
      const body = bodyOf(one(p, 'body'), io.cwd);
      const answer = await api.request(op.method, op.path, {
        params,
        ...(body === undefined ? {} : { body }),
        headers: { ...header, ...headers },
        operationId: id,
        // A paged list reads, also by POST: safe to retry.
        ...(pagedRoutes[op.path]?.startsWith(op.method.toUpperCase() + ' ') ? { idempotent: true } : {}),
        ...(op.blob ? { parseAs: 'blob' } : {}),
        ...(op.body === 'form' || op.body === 'multipart' ? { bodyAs: op.body } : {}),
      });
      if (answer instanceof Blob) {
        const named = answer instanceof File ? answer.name : '';
        const name = one(p, 'out') ?? (named || fileNameFor(id, answer.type));
        const file = join(io.cwd, name);
        writeFileSync(file, Buffer.from(await answer.arrayBuffer()));
        print({ file, bytes: answer.size, type: answer.type });
      } else print(answer);
      return 0;
    }
    throw new UsageError(`未知的命令：${command}`);
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`${e.message}\n`);
      return EXIT.usage;
    }
    if (isSdkError(e)) {
      const where = e.status ? `HTTP ${e.status}` : e.kind;
      io.err(`${e.msg}（${where}${e.code !== undefined && e.code !== null ? `，code ${e.code}` : ''}）\n`);
      // A request that cannot be built came from the command line (a header or token value): a usage error.
      const codes = { envelope: EXIT.business, http: EXIT.http, request: EXIT.usage } as Record<string, number>;
      return codes[e.kind] ?? EXIT.network;
    }
    io.err(`site-api 内部错误：${e instanceof Error ? e.message : String(e)}\n`);
    return EXIT.internal;
  }
}
