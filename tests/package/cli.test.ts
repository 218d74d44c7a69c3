// site-api against the mock: sign in and keep the token, call by operationId with parameters and a body from a file,
// list operations; failures give the error catalogue's message on stderr and a non-zero exit.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock, type MockServer } from '@site/mock-server';
import { ROOT } from './scratch';

const CLI = join(ROOT, 'packages/sdk/dist/cli.js');
let mock: MockServer;
let dir: string;

beforeAll(async () => {
  mock = await startMock({ port: 0 });
  dir = mkdtempSync(join(tmpdir(), 'site-api-'));
});
afterAll(async () => {
  await mock?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Run site-api with its own token file in the temp dir; no SITE_API_TOKEN from outside. */
function siteApi(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    const { SITE_API_TOKEN: _drop, ...base } = process.env;
    void _drop;
    execFile(
      process.execPath,
      [CLI, ...args],
      {
        cwd: dir,
        env: { ...base, SITE_API_URL: mock.url, SITE_API_TOKEN_FILE: join(dir, 'token'), ...env },
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('site-api', () => {
  it('login --save prints the session as JSON and keeps the token in the token file', async () => {
    const r = await siteApi(['login', '--account', 'admin', '--password', 'Admin@2026', '--save']);
    expect(r.code).toBe(0);
    const answer = JSON.parse(r.stdout) as { data: { token: string } };
    expect(answer.data.token).toMatch(/\S{8,}/);
    expect(readFileSync(join(dir, 'token'), 'utf8').trim()).toBe(answer.data.token);
  });

  it('call <operationId> uses the saved token; --param fills query and path, --body @file sends JSON', async () => {
    const user = await siteApi(['call', 'getUserInfo']);
    expect(user.code).toBe(0);
    expect(JSON.parse(user.stdout)).toMatchObject({ code: 0 });

    writeFileSync(join(dir, 'page.json'), JSON.stringify({ pageNum: 1, pageSize: 5 }));
    const page = await siteApi(['call', 'listWagesBaseConfigs', '--body', '@page.json']);
    expect(page.code).toBe(0);
    expect((JSON.parse(page.stdout) as { data: { list: unknown[] } }).data.list.length).toBeGreaterThan(0);

    const one = await siteApi(['call', 'getWagesBaseConfig', '--param', 'id=99011']);
    expect(one.code).toBe(0);
    expect(JSON.parse(one.stdout)).toMatchObject({ code: 0, data: expect.any(Object) });
  });

  it('the token can come from SITE_API_TOKEN instead of the file', async () => {
    const token = readFileSync(join(dir, 'token'), 'utf8').trim();
    const r = await siteApi(['call', 'getUserInfo'], { SITE_API_TOKEN_FILE: join(dir, 'none'), SITE_API_TOKEN: token });
    expect(r.code).toBe(0);
  });

  it('without a token: the 401 message on stderr, exit 2, nothing on stdout', async () => {
    const r = await siteApi(['call', 'getUserInfo'], { SITE_API_TOKEN_FILE: join(dir, 'none') });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('HTTP 401');
  });

  it('a server failure (HTTP 500 with an envelope): the server’s msg on stderr, exit 2', async () => {
    const r = await siteApi(['call', 'getUserInfo', '--header', 'Prefer: code=500']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('服务繁忙，请稍后再试');
  });

  it('a refused sign-in (envelope code 500 with HTTP 200): the server’s msg on stderr, exit 1, no token kept', async () => {
    const r = await siteApi(['login', '--password', 'wrong', '--save', '--header', 'Prefer: example=wrongPassword'], {
      SITE_API_TOKEN_FILE: join(dir, 'bad'),
    });
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('账号或密码错误');
    expect(existsSync(join(dir, 'bad'))).toBe(false);
  });

  it('an unknown operationId is named on stderr in one line, exit 64, nothing sent', async () => {
    const r = await siteApi(['call', 'listWageBaseConfigs']);
    expect(r.code).toBe(64);
    expect(r.stderr).toBe('未知的 operationId：listWageBaseConfigs（site-api ops 可列出全部）\n');
  });

  it('a token the request cannot carry (non-ASCII) is a usage error naming the header, not a network failure', async () => {
    const r = await siteApi(['call', 'getUserInfo'], { SITE_API_TOKEN: '<登录得到的令牌>' });
    expect(r.code).toBe(64);
    expect(r.stderr).toContain('无法发出请求（请求头 Authorization）');
  });

  it('--param is typed by the contract: keyword=007 is sent as 007 (the mock’s request log), orgId as a number', async () => {
    const world = ['--header', 'X-Mock-World: cli-typed'];
    const env = { SITE_API_TOKEN_FILE: join(dir, 'typed-token') };
    expect((await siteApi(['login', '--password', 'Admin@2026', '--save', ...world], env)).code).toBe(0);
    const r = await siteApi(
      ['call', 'listLegalLawyerLetterNos', '--param', 'keyword=007', '--param', 'orgId=11', ...world],
      env,
    );
    expect(r.code).toBe(0);
    const log = (await (
      await fetch(`${mock.url}/__mock/worlds/cli-typed/requests?operation=listLegalLawyerLetterNos`)
    ).json()) as { data: { query: string }[] };
    expect(log.data).toHaveLength(1);
    expect(Object.fromEntries(new URLSearchParams(log.data[0]?.query))).toEqual({ keyword: '007', orgId: '11' });
  });

  it('a --param of the wrong type or an unknown name is a usage error: one line, exit 64, nothing sent', async () => {
    const bad = await siteApi(['call', 'listLegalLawyerLetterNos', '--param', 'orgId=十一']);
    expect(bad.code).toBe(64);
    expect(bad.stderr).toBe('listLegalLawyerLetterNos 的参数 orgId 应为整数：十一\n');
    const unknown = await siteApi(['call', 'listLegalLawyerLetterNos', '--param', 'keywrod=a']);
    expect(unknown.code).toBe(64);
    expect(unknown.stderr.trim().split('\n')).toHaveLength(1);
    expect(unknown.stderr).toContain('没有参数 keywrod');
  });

  it('a missing --body @file names the file in one line, exit 64 (usage), no ENOENT or stack', async () => {
    const r = await siteApi(['call', 'listWagesBaseConfigs', '--body', '@nope.json']);
    expect(r.code).toBe(64);
    expect(r.stderr).toBe(`--body 的文件不存在：${join(dir, 'nope.json')}\n`);
    expect(r.stdout).toBe('');
  });

  it('--help and call <operationId> --help print on stdout, exit 0: parameters, body fields and an example', async () => {
    const help = await siteApi(['--help']);
    expect(help.code).toBe(0);
    expect(help.stderr).toBe('');
    expect(help.stdout).toContain('site-api call <operationId> --help');
    expect(help.stdout).toContain('退出码：0 成功，1 业务失败');

    const list = await siteApi(['call', 'listLegalLawyerLetterNos', '--help']);
    expect(list.code).toBe(0);
    expect(list.stdout).toContain('listLegalLawyerLetterNos — 律师函编号下拉');
    expect(list.stdout).toContain('GET /legal-service/lawyerLetter/numberList');
    expect(list.stdout).toMatch(/^ {2}keyword {2}string {2}query {2}编号或标题关键字$/m);
    expect(list.stdout).toContain('site-api call listLegalLawyerLetterNos --param keyword=LSH2026 --param orgId=11');

    const page = await siteApi(['call', 'listWagesBaseConfigs', '--help']);
    expect(page.stdout).toContain('请求体（--body，JSON，必填）：');
    expect(page.stdout).toMatch(/^ {2}pageNum {2}integer {2}页码$/m);
    expect(page.stdout).toContain(`--body '{"pageNum":1,"pageSize":5,"orgId":11}'`);
    // The example runs as printed.
    const example = /site-api call listWagesBaseConfigs --body '(.+)'$/m.exec(page.stdout)?.[1] ?? '';
    const run = await siteApi(['call', 'listWagesBaseConfigs', '--body', example]);
    expect(run.code).toBe(0);

    const none = await siteApi([]);
    expect(none.code).toBe(64);
    expect(none.stdout).toBe('');
  });

  it('ops [area] lists the operations of one area as JSON', async () => {
    const r = await siteApi(['ops', 'auth']);
    expect(r.code).toBe(0);
    const list = JSON.parse(r.stdout) as { operationId: string; method: string; path: string; area: string }[];
    expect(list.every((o) => o.area === 'auth')).toBe(true);
    expect(list).toContainEqual({ operationId: 'loginV2', method: 'POST', path: '/pc/account/login_v2', area: 'auth' });
  });
});
