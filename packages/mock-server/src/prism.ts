// The second engine: plain Prism 5.16 (the `prism` CLI, unchanged) serving the merged contract. Stateless: static
// examples (or generated ones with `dynamic`), `Prefer` picks codes and examples, requests are validated, there are no
// sessions (any bearer passes). With `upstream` it is Prism's validation proxy. Used by `site-mock --engine prism`,
// `MOCK_ENGINE=prism npm start` and the contract check that runs every operation through Prism.
//
// Prism runs as a child in its own process group (it spawns nothing, but a group kill is the one that never misses),
// with a pipe as stdin that it watches: when this process ends in any way, even SIGKILL, the pipe closes and Prism
// exits, so no Prism is ever left holding the port.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { createConnection, createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { DEFAULT_SPEC } from './spec-file.js';

export interface PrismOptions {
  /** 0 = any free loopback port. */
  port?: number;
  host?: string;
  /** The merged contract (default spec/dist/openapi.json). */
  spec?: string;
  /** Generate answers from the schemas (json-schema-faker) instead of answering the examples. */
  dynamic?: boolean;
  /** Seed for `dynamic` (same seed, same answers). */
  seed?: string;
  /** Prism's validation proxy to this back-end instead of the mock. */
  upstream?: string;
  /** `--errors`: an answer that breaks the contract becomes a 500 problem document listing the violations. */
  errors?: boolean;
  /** Prism's log level (default `warn`: violations and errors only; `info` logs every request). */
  verbose?: 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal' | 'silent';
  /** Where Prism's log goes: `inherit` (this terminal) or `capture` (kept, read with `output()`). Default capture. */
  stdio?: 'inherit' | 'capture';
  /** How long to wait for Prism to listen (default 120 s: it reads the 2.8 MB contract first, ~2–12 s here). */
  startTimeoutMs?: number;
}

export interface PrismServer {
  url: string;
  port: number;
  /** Prism's process id (also its process group). */
  pid: number;
  /** Milliseconds from spawn to the port accepting connections. */
  startMs: number;
  /** Prism's log so far (with `stdio: 'capture'`; the last 256 KB). */
  output(): string;
  /** Resolves with the exit code (or signal) when Prism ends, for whatever reason. */
  exited: Promise<number | string | null>;
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);
/** The `prism` CLI of the workspace (`@stoplight/prism-cli`, pinned in package.json). */
function prismBin(): string {
  try {
    return join(dirname(require.resolve('@stoplight/prism-cli/package.json')), 'dist/index.js');
  } catch {
    throw new Error('--engine prism 需要 @stoplight/prism-cli：请在项目里安装 @stoplight/prism-cli@5.16.0');
  }
}
/** Prism's version, or `未安装` where the package runs without it (an installed `site-mock`: Prism is optional). */
export function prismVersion(): string {
  try {
    return (require('@stoplight/prism-cli/package.json') as { version: string }).version;
  } catch {
    return '（未安装）';
  }
}

/** Loaded into Prism's process before its CLI: exit when our end of the stdin pipe closes (this process ended). */
const EXIT_WITH_PARENT = 'data:text/javascript,process.stdin.on("end",()=>process.exit(0));process.stdin.resume();';
const KEEP = 256 * 1024;

/** A port nobody is listening on (0 → any free one). Rejects when the given port is taken. */
function freePort(port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', (e: NodeJS.ErrnoException) =>
      reject(new Error(e.code === 'EADDRINUSE' ? `端口 ${port} 已被占用` : e.message)),
    );
    srv.listen(port, host, () => {
      const { port: got } = srv.address() as { port: number };
      srv.close(() => resolve(got));
    });
  });
}

const accepts = (port: number, host: string) =>
  new Promise<boolean>((resolve) => {
    const sock = createConnection({ port, host });
    sock.once('connect', () => (sock.destroy(), resolve(true)));
    sock.once('error', () => resolve(false));
  });

/** The arguments of the `prism` CLI for these options (exported for the tests and the README). */
export function prismArgs(options: PrismOptions & { port: number; host: string; spec: string }): string[] {
  const args = options.upstream ? ['proxy', options.spec, options.upstream] : ['mock', options.spec];
  args.push('-p', String(options.port), '-h', options.host, '-v', options.verbose ?? 'warn');
  if (options.errors) args.push('--errors');
  if (!options.upstream && options.dynamic) {
    // Without this, json-schema-faker adds random properties the contract does not name. It takes effect because
    // pnpm-workspace.yaml gives Prism's CLI the json-schema-faker its generator uses (else the CLI sets the option
    // on a second copy, 0.5.9, and the answers still carry properties like `dolor_539`).
    args.push('--dynamic', '--json-schema-faker-fillProperties=false');
    if (options.seed) args.push('--seed', options.seed);
  }
  return args;
}

export async function startPrism(options: PrismOptions = {}): Promise<PrismServer> {
  const host = options.host ?? '127.0.0.1';
  const spec = options.spec ?? DEFAULT_SPEC;
  const port = await freePort(options.port ?? 0, host);
  const capture = (options.stdio ?? 'capture') === 'capture';
  const t0 = performance.now();
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', EXIT_WITH_PARENT, prismBin(), ...prismArgs({ ...options, port, host, spec })],
    { detached: true, stdio: ['pipe', capture ? 'pipe' : 'inherit', capture ? 'pipe' : 'inherit'] },
  );
  let log = '';
  const keep = (chunk: Buffer) => {
    log += chunk.toString();
    if (log.length > KEEP) log = log.slice(-KEEP);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | string | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  let ended = false;
  void exited.then(() => (ended = true));
  const pid = child.pid;
  if (pid === undefined) throw new Error('Prism 未能启动');

  const kill = (signal: NodeJS.Signals) => {
    try {
      process.kill(-pid, signal);
    } catch {
      /* already gone */
    }
  };
  const close = async () => {
    if (ended) return;
    kill('SIGTERM');
    const timer = setTimeout(() => kill('SIGKILL'), 3000);
    await exited;
    clearTimeout(timer);
  };

  // At `-v warn` Prism prints no "listening" line: poll the port, and stop waiting if Prism ends first.
  const until = Date.now() + (options.startTimeoutMs ?? 120_000);
  while (!(await accepts(port, host))) {
    if (ended || Date.now() > until) {
      await close();
      throw new Error(
        `Prism ${ended ? '启动失败' : `在 ${options.startTimeoutMs ?? 120_000} ms 内没有监听端口 ${port}`}${log ? `：\n${log}` : ''}`,
      );
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  // The stdin pipe must not keep this process alive on its own.
  (child.stdin as unknown as { unref?: () => void } | null)?.unref?.();
  return {
    url: `http://${host}:${port}`,
    port,
    pid,
    startMs: Math.round(performance.now() - t0),
    output: () => log,
    exited,
    close,
  };
}
