// The sign-in, session and identity calls (seed 000 §4, §7): hand-written, because what they do is the seed's
// business rules rather than a shape of the contract.
import { ACCOUNTS, SMS_CODE, type Account, type Session, type Sessions, findAccount, loginData } from './accounts.js';
import { failure, type Answer } from './engine.js';
import { checkPortalSign } from './portal-sign.js';
import { isObj, type Obj } from './spec.js';
import type { World } from './world.js';
import { isSessionOperation, type SessionOperation } from './session-ops.js';

export interface SessionCtx {
  sessions: Sessions;
  /** The world's id, and the world (menu powers granted in it). */
  world: string;
  data: World;
  input: Obj;
  /** The session of the caller's token, if any. */
  session?: Session;
  token?: string;
  examples: Map<string, unknown>;
  /** Print a line for the person running the mock (SMS codes). */
  say: (line: string) => void;
  /** The portal's signature check of a project entry (paramLogin): shared secret, the clock, signs already used. */
  portal: { secret: string; now: Date; used: Set<string> };
}

const WRONG = '账号或密码错误';
/** Projects with a BIM model (spec/DATA.md: 1001 and 1003). */
const BIM_PROJECTS = new Set([1001, 1003]);
/** The projects of the demo world (spec/DATA.md). */
const PROJECTS: Record<number, string> = {
  1001: '滨江花园二期住宅项目',
  1002: '城南地铁5号线土建03标',
  1003: '高新区人民医院门诊楼工程',
  1004: '未来科技城人才公寓',
  1005: '临平新城安置房三期',
};
const ok = (data: unknown, msg = '登录成功'): Answer => ({ status: 200, body: { code: 0, msg, data } });

function signIn(ctx: SessionCtx, account: Account | undefined, password: unknown): Answer {
  if (!account || ctx.sessions.passwordOf(ctx.world, account) !== password) return failure(WRONG);
  const s = ctx.sessions.issue(account, ctx.world, {});
  return ok(loginData(account, s.token));
}

/** Menu powers a role was given in this world (菜单权限 → /pc/vmemu/power/edit), kept as a table of the world. */
const MENU_POWERS = '__menuPowers';

/**
 * Menu entries this account may see: the powers its role was given in this world (by menu `rid`), with the power
 * bits the account lacks taken off every page.
 */
function menuFor(account: Account, menu: unknown, world: World, roleId: number): unknown {
  if (!Array.isArray(menu)) return menu;
  const granted = new Map(
    world
      .rows(MENU_POWERS)
      .filter((r) => r.role_id === roleId)
      .map((r) => [r.menu_id, r.power_value as number]),
  );
  const walk = (items: unknown[]): unknown[] =>
    items
      .filter((m) => !(isObj(m) && account.hiddenMenus.some((h) => String(m.menuUrl ?? m.path ?? '').startsWith(h))))
      .map((m) => {
        if (!isObj(m)) return m;
        const out: Obj = { ...m };
        const power = granted.get(out.rid) ?? out.power_value;
        if (typeof power === 'number') out.power_value = power & ~account.withoutPowers;
        if (Array.isArray(out.children)) out.children = walk(out.children);
        return out;
      });
  return walk(menu);
}

/** The operations `sessionCall` answers (accounts, tokens, identities, the menu): modelled by the session, not a table. */

/** One handler per session call (seed 000 §§1–8), keyed by operationId; `undefined` lets the world answer. */
const HANDLERS: Record<SessionOperation, (ctx: SessionCtx) => Answer | undefined> = {
  loginV2(ctx) {
    const { input } = ctx;
    return signIn(ctx, findAccount(input.account), input.password);
  },
  admSystemLogin(ctx) {
    const { input } = ctx;
    return signIn(ctx, findAccount(input.username), input.password);
  },
  appLogin(ctx) {
    const { input } = ctx;
    return signIn(ctx, findAccount(input.id), input.password);
  },
  devMockLogin(ctx) {
    const { input } = ctx;
    // The development-only mock login (seed 000 §8): admin or editor, password 111111, code 60204 otherwise.
    const name = String(input.username ?? '');
    const example = ctx.examples.get(name);
    if (!example || input.password !== '111111') return { status: 200, body: ctx.examples.get('wrongPassword') };
    const s = ctx.sessions.issue(ACCOUNTS[0] as Account, ctx.world, {});
    return {
      status: 200,
      body: { ...(example as Obj), data: { ...((example as Obj).data as Obj), token: s.token } },
    };
  },
  devMockLogout(ctx) {
    if (ctx.token) ctx.sessions.revoke(ctx.token);
    return { status: 200, body: { code: 0, msg: '已退出', data: 'success' } };
  },
  sendLoginSmsCode(ctx) {
    const { input } = ctx;
    const mobile = String(input.mobile ?? '');
    if (!findAccount(mobile)) return failure('该手机号未注册');
    ctx.sessions.codesSent.set(mobile, Date.now());
    ctx.say(`短信验证码  ${mobile} → ${SMS_CODE}`);
    return { status: 200, body: { code: 0, msg: '验证码已发送', data: { expireSeconds: 300 } } };
  },
  sendResetPasswordCode(ctx) {
    const { input } = ctx;
    const mobile = String(input.phone ?? '');
    if (!findAccount(mobile))
      return { status: 200, body: ctx.examples.get('unknownMobile') ?? failure('该手机号未注册').body };
    ctx.sessions.codesSent.set(mobile, Date.now());
    ctx.say(`短信验证码  ${mobile} → ${SMS_CODE}`);
    return undefined;
  },
  smsLogin(ctx) {
    const { input } = ctx;
    const mobile = String(input.id ?? '');
    const account = findAccount(mobile);
    if (!account) return failure('该手机号未注册');
    if (String(input.code) !== SMS_CODE) return failure('验证码错误');
    const s = ctx.sessions.issue(account, ctx.world, {});
    return ok(loginData(account, s.token));
  },
  resetPassword(ctx) {
    const { input } = ctx;
    const mobile = String(input.mobile ?? '');
    const account = findAccount(mobile);
    if (!account) return failure('该手机号未注册');
    if (String(input.code) !== SMS_CODE) return failure('验证码错误');
    // A reset changes the password in this world only (parallel tests never lock each other out).
    ctx.sessions.setPassword(ctx.world, account, String(input.new_password ?? account.password));
    return {
      status: 200,
      body: ctx.examples.values().next().value ?? { code: 0, msg: '密码重置成功，请使用新密码登录', data: null },
    };
  },
  resetOrgPersonPassword(ctx) {
    const { input } = ctx;
    // An administrator sets a person's password (000 §5): from now on, in this world, the person's login (the
    // account or mobile of the row) signs in with it and no longer with the old one.
    const person = ctx.data.rows('pageOrgPersons').find((r) => String(r.id) === String(input.id));
    if (!person) return failure('人员不存在');
    const account = findAccount(person.account) ?? findAccount(person.mobile);
    if (account) ctx.sessions.setPassword(ctx.world, account, String(input.new_password));
    return { status: 200, body: { code: 0, msg: '操作成功', data: null } };
  },
  paramLogin(ctx) {
    const { input } = ctx;
    // Project-parameter entry (seed 000 §2): the portal hands over project and user; the user must be a project
    // user the back-end knows, and the token it gets is a project token (source 4). A signed entry (timestamp and
    // sign, portal-sign.ts) must carry a good, fresh, unused signature.
    const refused = checkPortalSign(input, ctx.portal);
    if (refused) return failure(refused);
    const account = ACCOUNTS.find((a) => a.userId === input.user_innerid);
    if (!account) return failure('用户不存在或无权进入该项目');
    const s = ctx.sessions.issue(account, ctx.world, {});
    return ok(
      loginData(account, s.token, {
        source: 4,
        project_id: input.project_id,
        xmid: input.project_id,
        project_name: input.project_name ?? account.project_name,
        org_batch_id: input.org_batch_id ?? account.org_batch_id,
        is_have_bim: input.is_have_bim ?? account.is_have_bim,
      }),
    );
  },
  ssoLogin(ctx) {
    const { input } = ctx;
    // Single sign-on from the portal: a one-time ticket `ST-…` names the account after its last dash.
    const ticket = String(input.ticket ?? '');
    if (!/^ST-/.test(ticket)) return failure('单点登录票据无效或已过期');
    const account = findAccount(ticket.split('-').pop()) ?? (ACCOUNTS[0] as Account);
    const s = ctx.sessions.issue(account, ctx.world, {});
    return ok(loginData(account, s.token));
  },
  changeIdentity(ctx) {
    const { input } = ctx;
    const session = ctx.session as Session;
    const identity = session.account.identities.find((i) => i.innerid === input.innerid);
    if (!identity) return failure('没有该身份');
    const s = ctx.sessions.issue(session.account, session.world, identity);
    return ok(
      loginData(session.account, s.token, {
        innerid: identity.innerid,
        source: identity.source,
        xmid: identity.xmid,
        project_id: identity.xmid,
        project_name: identity.project_name,
        org_batch_id: identity.org_batch_id,
        role_id: identity.role_id,
        is_have_bim: BIM_PROJECTS.has(identity.xmid) ? 'BIM' : '0',
        identities_list: [identity],
      }),
      '切换成功',
    );
  },
  changeProject(ctx) {
    const { input } = ctx;
    // A project switch signs the same person in again, as that project (a new token; the old one stays valid).
    const session = ctx.session as Session;
    const ex = ctx.examples.values().next().value as Obj | undefined;
    const data = isObj(ex?.data) ? ex.data : {};
    const projectId = Number(input.project_id);
    const s = ctx.sessions.issue(session.account, session.world, { project_id: projectId });
    return {
      status: 200,
      body: {
        ...(ex ?? { code: 0, msg: '切换成功' }),
        data: {
          ...data,
          token: s.token,
          name: session.account.name,
          account: session.account.account,
          user_innerid: session.account.userId,
          mobile: session.account.mobile,
          project_id: projectId,
          xmid: projectId,
          is_have_bim: BIM_PROJECTS.has(projectId) ? 'BIM' : '0',
          ...(projectId === data.project_id ? {} : { project_name: PROJECTS[projectId] ?? data.project_name }),
        },
      },
    };
  },
  loadServerMenu(ctx) {
    const session = ctx.session as Session;
    const ex = ctx.examples.values().next().value as Obj | undefined;
    if (!isObj(ex)) return undefined;
    const roleId = Number(session.identity.role_id ?? session.account.role_id);
    return { status: 200, body: { ...ex, data: menuFor(session.account, ex.data, ctx.data, roleId) } };
  },
  listAllUserMenus: (ctx) => HANDLERS.loadServerMenu(ctx),
  editRoleMenuPowers(ctx) {
    const { input } = ctx;
    // 菜单权限: the role's whole set of menus and powers (the contract: 整体覆盖), kept in the world; the role's
    // menu and its power list answer them from then on.
    const roleId = Number(input.role_id);
    const menus = (Array.isArray(input.menus) ? input.menus : []).filter(isObj);
    const table = ctx.data.table(MENU_POWERS);
    for (let i = table.length - 1; i >= 0; i--) if (table[i]?.role_id === roleId) table.splice(i, 1);
    for (const m of menus) table.push({ role_id: roleId, menu_id: m.menu_id, power_value: Number(m.power_value) });
    return undefined;
  },
  listRoleMenuPowers(ctx) {
    const { input } = ctx;
    // The role's saved set over the menu tree: a menu is checked when the set names it, with the bits it was given.
    // A role never saved in this world answers the tree as seeded.
    const roleId = Number(input.id);
    const granted = new Map(
      ctx.data
        .rows(MENU_POWERS)
        .filter((r) => r.role_id === roleId)
        .map((r) => [r.menu_id, Number(r.power_value)]),
    );
    const ex = ctx.examples.values().next().value as Obj | undefined;
    if (!granted.size || !isObj(ex) || !Array.isArray(ex.data)) return undefined;
    const walk = (items: unknown[]): unknown[] =>
      items.map((m) => {
        if (!isObj(m)) return m;
        const out: Obj = { ...m, checked: granted.has(m.menu_id), power_value: granted.get(m.menu_id) ?? 0 };
        if (Array.isArray(m.children)) out.children = walk(m.children);
        return out;
      });
    return { status: 200, body: { ...ex, data: walk(ex.data) } };
  },
  getUserInfo(ctx) {
    const session = ctx.session as Session;
    const ex = ctx.examples.get('default') as Obj;
    const data = isObj(ex?.data) ? ex.data : {};
    const codes = (data.apiCodeList as string[] | undefined) ?? [];
    const a = session.account;
    return {
      status: 200,
      body: {
        ...ex,
        data: {
          ...data,
          userId: a.userId,
          realName: a.name,
          avatar: `/api/mock-assets/static/avatar/${a.userId}.png`,
          account: a.account,
          mobile: a.mobile,
          roles: a.roles,
          apiCodeList: a.apiCodes ?? codes,
        },
      },
    };
  },
};

/** Answer a session operation, or undefined when the operation is not one. */
export function sessionCall(operationId: string, ctx: SessionCtx): Answer | undefined {
  return isSessionOperation(operationId) ? HANDLERS[operationId](ctx) : undefined;
}
