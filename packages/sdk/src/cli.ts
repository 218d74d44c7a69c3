/**
 * site-api — call the back-end from a shell, built on the SDK (same envelope rules, error catalogue and timeouts).
 *
 *   site-api login [--account admin] [--password …] [--save]   sign in; prints the session JSON; --save keeps the token
 *   site-api call <operationId> [--param k=v]… [--body @file.json | --body '{…}'] [--header k:v]… [--out file]
 *   site-api ops [area]                                          list operations (JSON)
 *
 * Address: --base-url or SITE_API_URL (default http://127.0.0.1:4010). Token: SITE_API_TOKEN, else the file named by
 * --token-file or SITE_API_TOKEN_FILE (default ~/.config/site-api/token). Password: --password or SITE_API_PASSWORD.
 * Answers are JSON on stdout; failures print the error catalogue's message on stderr and exit non-zero
 * (1 business error, 2 HTTP error, 3 network or timeout, 64 usage).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { createClient } from './core';
import { isSdkError } from './errors';
import { fileNameFor } from './file-name';
import { operations, type OperationId } from './generated/operations';

const USAGE = `用法：
  site-api login [--account admin] [--password 密码] [--save]
  site-api call <operationId> [--param k=v]… [--body @file.json | --body '{…}'] [--header k:v]… [--out 文件]
  site-api ops [业务域]
选项：--base-url 地址（或 SITE_API_URL）  --token-file 文件（或 SITE_API_TOKEN_FILE；令牌也可放在 SITE_API_TOKEN）`;

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

/** `k=v` → query or path parameter (path when the operation's path has `{k}`); values that look like numbers stay numbers. */
function paramsOf(path: string, pairs: string[]) {
  const query: Record<string, unknown> = {};
  const pathParams: Record<string, unknown> = {};
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    if (eq <= 0) throw new UsageError(`--param 应为 k=v：${pair}`);
    const key = pair.slice(0, eq);
    const raw = pair.slice(eq + 1);
    const value = /^-?\d+(\.\d+)?$/.test(raw) && raw.length < 16 ? Number(raw) : raw;
    if (path.includes(`{${key}}`)) pathParams[key] = value;
    else query[key] = value;
  }
  return { query, path: pathParams };
}

function bodyOf(text: string | undefined, cwd: string): unknown {
  if (text === undefined) return undefined;
  const source = text.startsWith('@') ? readFileSync(join(cwd, text.slice(1)), 'utf8') : text;
  try {
    return JSON.parse(source);
  } catch {
    throw new UsageError(`--body 不是合法的 JSON：${text.slice(0, 60)}`);
  }
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
    if (!command || p.options.has('help')) {
      io.err(USAGE + '\n');
      return command || p.options.has('help') ? 0 : 64;
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
      if (!id) throw new UsageError('缺少 operationId（site-api ops 可列出全部）');
      if (!Object.prototype.hasOwnProperty.call(operations, id)) {
        throw new UsageError(`未知的 operationId：${id}（site-api ops 可列出全部）`);
      }
      const op = operations[id as OperationId];
      const token = readToken(p, io.env);
      const api = createClient({ baseUrl, getToken: () => token });
      const params = paramsOf(op.path, p.options.get('param') ?? []);
      const body = bodyOf(one(p, 'body'), io.cwd);
      const answer = await api.request(op.method, op.path, {
        params,
        ...(body === undefined ? {} : { body }),
        headers,
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
      io.err(`${e.message}\n\n${USAGE}\n`);
      return 64;
    }
    if (isSdkError(e)) {
      const where = e.status ? `HTTP ${e.status}` : e.kind;
      io.err(`${e.msg}（${where}${e.code !== undefined && e.code !== null ? `，code ${e.code}` : ''}）\n`);
      return e.kind === 'envelope' ? 1 : e.kind === 'http' ? 2 : 3;
    }
    io.err(`${e instanceof Error ? e.message : String(e)}\n`);
    return 1;
  }
}
