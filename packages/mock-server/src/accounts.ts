// Demo accounts, sign-in and sessions (seed 000 §4, §7): real passwords, tokens issued at sign-in, checked on every
// secured call and revoked at logout; SMS codes the mock prints; the project-parameter and token entries.
import { randomBytes } from 'node:crypto';
import type { Obj } from './spec.js';

export interface Account {
  account: string;
  password: string;
  mobile: string;
  name: string;
  userId: string;
  /** Account level (seed 000 §6): 2 company, 3 branch, 4 project. */
  source: number;
  project_id: number;
  project_name: string;
  org_batch_id: number;
  is_have_bim: string;
  innerid: string;
  role_id: number;
  roles: string[];
  /** Permitted API codes (`apiCodeList`); undefined = every code of the spec's example. */
  apiCodes?: string[];
  /** Power bits this account lacks on every page (seed 000 §6), e.g. 8 = no delete. */
  withoutPowers: number;
  /** Menu paths hidden from this account. */
  hiddenMenus: string[];
  /** What the README says about it. */
  note: string;
  /** The identities the account can switch to; `org_batch_id` is the organisation the identity belongs to. */
  identities: {
    innerid: string;
    project_name: string;
    source: number;
    xmid: number;
    role_id: number;
    org_batch_id: number;
  }[];
}

const ADMIN_IDENTITIES = [
  { innerid: 'ID0001', project_name: '华建集团有限公司', source: 2, xmid: 0, role_id: 1, org_batch_id: 1 },
  { innerid: 'ID0002', project_name: '滨江花园二期住宅项目', source: 4, xmid: 1001, role_id: 3, org_batch_id: 11 },
  { innerid: 'ID0003', project_name: '华建集团第一分公司', source: 3, xmid: 0, role_id: 2, org_batch_id: 11 },
];

/** The demo accounts (README: 演示账号). */
export const ACCOUNTS: Account[] = [
  {
    account: 'admin',
    password: 'Admin@2026',
    mobile: '13800138000',
    name: '王建华',
    userId: 'U0001',
    source: 2,
    project_id: 0,
    project_name: '华建集团有限公司',
    org_batch_id: 1,
    is_have_bim: '0',
    innerid: 'ID0001',
    role_id: 1,
    roles: ['admin'],
    withoutPowers: 0,
    hiddenMenus: [],
    note: '集团管理员：全部菜单与按钮权限，三个身份可切换',
    identities: ADMIN_IDENTITIES,
  },
  {
    account: 'xmjl',
    password: 'Xmjl@2026',
    mobile: '13905710001',
    name: '周明',
    userId: 'U0101',
    source: 4,
    project_id: 1001,
    project_name: '滨江花园二期住宅项目',
    org_batch_id: 11,
    is_have_bim: 'BIM',
    innerid: 'ID0101',
    role_id: 3,
    roles: ['project'],
    apiCodes: ['worker:add', 'worker:edit', 'team:checkin', 'team:exit', 'hat:bind', 'complaint:deal'],
    withoutPowers: 8 | 16,
    hiddenMenus: ['/system', '/workflow'],
    note: '项目经理（滨江花园二期）：项目级，没有删除（8）与导入/设置（16）权限位，看不到系统管理与流程配置，接口权限不含 team:delete、salary:confirm、trouble:audit',
    identities: [
      { innerid: 'ID0101', project_name: '滨江花园二期住宅项目', source: 4, xmid: 1001, role_id: 3, org_batch_id: 11 },
    ],
  },
  {
    account: 'fgs01',
    password: 'Fgs01@2026',
    mobile: '13905710011',
    name: '沈建平',
    userId: 'U0011',
    source: 3,
    project_id: 0,
    project_name: '华建集团第一分公司',
    org_batch_id: 11,
    is_have_bim: '0',
    innerid: 'ID0011',
    role_id: 2,
    roles: ['branch'],
    withoutPowers: 0,
    hiddenMenus: ['/system'],
    note: '第一分公司经理：分公司级，看得到组织树，看不到系统管理',
    identities: [
      { innerid: 'ID0011', project_name: '华建集团第一分公司', source: 3, xmid: 0, role_id: 2, org_batch_id: 11 },
    ],
  },
];

/** The fixed demo SMS code (printed at start; any mobile of a demo account accepts it after /pc/vercode). */
export const SMS_CODE = '246810';

export interface Session {
  token: string;
  account: Account;
  world: string;
  /** The identity in use (after a switch). */
  identity: Obj;
  issued: number;
}

export class Sessions {
  private readonly byToken = new Map<string, Session>();
  /** Mobiles a code was sent to, and when. */
  readonly codesSent = new Map<string, number>();
  /** Passwords changed by a reset, per world and account. */
  private readonly passwords = new Map<string, string>();
  /** Sessions kept at once: the oldest goes when a sign-in would pass it. */
  static readonly MAX = 10_000;

  passwordOf(world: string, account: Account): string {
    return this.passwords.get(`${world}\u0000${account.account}`) ?? account.password;
  }
  setPassword(world: string, account: Account, password: string): void {
    this.passwords.set(`${world}\u0000${account.account}`, password);
  }

  issue(account: Account, world: string, identity: Obj): Session {
    // Shaped like the back-end's JWTs (header.payload.signature); only the mock's own session table makes it valid.
    const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const token = `${part({ alg: 'HS256' })}.${part({ sub: account.account, jti: randomBytes(6).toString('hex') })}.${randomBytes(16).toString('base64url')}`;
    const s: Session = { token, account, world, identity, issued: Date.now() };
    this.byToken.set(token, s);
    if (this.byToken.size > Sessions.MAX) this.byToken.delete(this.byToken.keys().next().value as string);
    return s;
  }
  get(token: string | undefined): Session | undefined {
    return token ? this.byToken.get(token) : undefined;
  }
  revoke(token: string): boolean {
    return this.byToken.delete(token);
  }
  count(): number {
    return this.byToken.size;
  }
  /** A world was reset: its password resets go (the demo passwords hold again). */
  forgetPasswords(world: string): void {
    for (const key of this.passwords.keys()) if (key.startsWith(`${world}\u0000`)) this.passwords.delete(key);
  }
  /** A world is gone: its password resets and the sessions signed in to it go. */
  forgetWorld(world: string): void {
    this.forgetPasswords(world);
    for (const [token, s] of this.byToken) if (s.world === world) this.byToken.delete(token);
  }
}

export const findAccount = (name: unknown) =>
  ACCOUNTS.find((a) => a.account === name || a.mobile === name) ?? undefined;

/** The login answer's data for an account (shape of the spec's LoginResult). */
export function loginData(account: Account, token: string, identity?: Obj): Obj {
  return {
    token,
    name: account.name,
    avatar: `/api/mock-assets/static/avatar/${account.userId}.png`,
    source: account.source,
    project_id: account.project_id,
    project_name: account.project_name,
    innerid: account.innerid,
    xmid: account.project_id,
    role_id: account.role_id,
    is_have_bim: account.is_have_bim,
    account: account.account,
    user_innerid: account.userId,
    org_batch_id: account.org_batch_id,
    mobile: account.mobile,
    identities_list: account.identities,
    ...(identity ?? {}),
  };
}

export const bearer = (header: unknown): string | undefined => /^Bearer\s+(\S+)/i.exec(String(header ?? ''))?.[1];

/** Who is calling, as the engine scopes rows (seed 000 §6): the level, and the project or branch it sees. */
export interface Caller {
  name: string;
  account: string;
  /** 2 company (everything), 3 branch, 4 project. */
  source: number;
  /** The project a project-level caller sees. */
  project_id?: number;
  /** The branch (org_batch_id) a branch-level caller sees, or its name when only the name is known. */
  branch?: number;
  branchName?: string;
}

/** The caller of a session: the identity in use (after a switch) decides the level. */
export function callerOf(session: Session): Caller {
  const a = session.account;
  const id = session.identity as
    { source?: number; xmid?: number; project_name?: string; org_batch_id?: number } | undefined;
  const source = Number(id?.source ?? a.source);
  const caller: Caller = { name: a.name, account: a.account, source };
  if (source === 4) caller.project_id = Number(id?.xmid ?? a.project_id);
  if (source === 3) {
    if (id?.org_batch_id !== undefined) caller.branch = id.org_batch_id;
    else if (a.source === 3) caller.branch = a.org_batch_id;
    caller.branchName = id?.project_name ?? a.project_name;
  }
  return caller;
}
