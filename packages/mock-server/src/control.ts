// The control surface for QA (`/__mock/…`): what the mock holds, and each world's data, failures and received
// requests — so a test arranges and checks state through the mock instead of patching answers in the browser.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ACCOUNTS, SMS_CODE, type Sessions } from './accounts.js';
import { readBody, send } from './http.js';
import type { Model } from './model.js';
import { isObj, type Obj, type Route } from './spec.js';
import type { Fault, SeedWorld, World, WorldSnapshot } from './world.js';

interface Deps {
  routes: Route[];
  model: Model;
  examplesOnly: { operationId: string; why: string }[];
  sessions: Sessions;
  seedWorld: SeedWorld;
  worlds: Map<string, World>;
  worldOf: (id?: string) => World;
}

const ok = (res: ServerResponse, msg: string, data: unknown = null) => send(res, 200, { code: 0, msg, data });
const refuse = (res: ServerResponse, status: number, msg: string) =>
  send(res, status, { code: status, msg, data: null });

async function json(req: IncomingMessage): Promise<unknown> {
  const raw = await readBody(req, 200 * 1024 * 1024);
  return raw.length ? JSON.parse(raw.toString('utf8')) : undefined;
}

const isPattern = (p: string) => {
  try {
    new RegExp(p);
    return true;
  } catch {
    return false;
  }
};

const matches = (row: Obj, where: Obj) => Object.entries(where).every(([k, v]) => String(row[k]) === String(v));

export function controlSurface(d: Deps) {
  /** An entity by its name or by the operationId of one of its lists. */
  const entityOf = (name: string) => (d.model.seeds.has(name) ? name : d.model.entityOfList.get(name));

  /** `/__mock/worlds/<id>/…` */
  async function world(req: IncomingMessage, res: ServerResponse, w: World, rest: string[], url: URL) {
    const method = req.method ?? 'GET';
    const [what, name] = rest;
    if (!what) {
      if (method === 'GET') return send(res, 200, w.snapshot());
      if (method === 'DELETE') {
        d.worlds.delete(w.id);
        return ok(res, `世界 ${w.id} 已删除`);
      }
      if (method === 'PUT') {
        w.restore((await json(req)) as WorldSnapshot);
        return ok(res, `世界 ${w.id} 已恢复`);
      }
    }
    if (what === 'reset' && method === 'POST') {
      w.reset();
      return ok(res, `世界 ${w.id} 已重置`);
    }
    if (what === 'faults') {
      if (method === 'DELETE') {
        w.faults = [];
        return ok(res, '已清除全部故障');
      }
      if (method === 'GET') return ok(res, '操作成功', w.faults);
      if (method === 'POST') {
        const list = ([] as unknown[]).concat(await json(req)).filter(isObj) as Fault[];
        if (!list.length || list.some((f) => !f.operation && !f.path)) {
          return refuse(res, 400, '故障要写明 operation（operationId）或 path（路径的正则）');
        }
        const bad = list.find((f) => f.path !== undefined && !isPattern(String(f.path)));
        if (bad) return refuse(res, 400, `path 不是合法的正则表达式：${String(bad.path)}`);
        w.faults.push(...list.map((f) => ({ ...f })));
        return ok(res, `已设置 ${list.length} 个故障`);
      }
    }
    if (what === 'requests' && method === 'GET') {
      const op = url.searchParams.get('operation');
      const list = w.journal
        .filter((r) => !op || r.operation === op)
        .map((r) => ({
          operation: r.operation,
          method: r.method,
          path: r.path,
          query: r.query,
          contentType: r.contentType,
          // multipart keeps its bytes one to one (latin1); JSON and forms read as text
          body: r.body.toString(/multipart/.test(r.contentType) ? 'latin1' : 'utf8'),
        }));
      return ok(res, '操作成功', list);
    }
    if (what === 'rows' && name) {
      const entity = entityOf(decodeURIComponent(name));
      if (!entity) return refuse(res, 404, `没有实体或列表 ${name}`);
      const body = await json(req);
      if (method === 'POST') {
        const rows = (Array.isArray(body) ? body : []).filter(isObj);
        w.table(entity).unshift(...rows);
        return ok(res, `已加入 ${rows.length} 行`, { count: rows.length });
      }
      if (method === 'PATCH' && isObj(body) && isObj(body.where) && isObj(body.set)) {
        const table = w.table(entity);
        let count = 0;
        for (let i = 0; i < table.length; i++) {
          const row = table[i] as Obj;
          if (!matches(row, body.where)) continue;
          table[i] = { ...row, ...body.set };
          count += 1;
        }
        return count ? ok(res, `已修改 ${count} 行`, { count }) : refuse(res, 404, '没有符合 where 的行');
      }
    }
    return refuse(res, 404, `没有这个控制接口：${method} ${url.pathname}`);
  }

  return async function control(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const parts = url.pathname.split('/').filter(Boolean); // __mock, worlds, id, …
    if (parts.length === 1) {
      return ok(res, '操作成功', {
        operations: d.routes.length,
        modelled: d.routes.length - d.examplesOnly.length,
        examplesOnly: d.examplesOnly.length,
        accounts: ACCOUNTS.map((a) => ({ account: a.account, password: a.password, mobile: a.mobile, note: a.note })),
        smsCode: SMS_CODE,
        worlds: [...d.worlds.values()].map((w) => ({ id: w.id, changes: w.changes, changed: w.changed() })),
        sessions: d.sessions.count(),
        scale: d.seedWorld.scale,
        seed: d.seedWorld.seed,
      });
    }
    if (parts[1] === 'coverage') {
      const byRole: Record<string, number> = {};
      for (const p of d.model.plans.values()) byRole[p.role] = (byRole[p.role] ?? 0) + 1;
      return ok(res, '操作成功', { byRole, examplesOnly: d.examplesOnly });
    }
    if (parts[1] === 'worlds' && parts[2]) {
      try {
        return await world(req, res, d.worldOf(decodeURIComponent(parts[2])), parts.slice(3), url);
      } catch (e) {
        return refuse(res, 400, `控制请求无法执行：${(e as Error).message}`);
      }
    }
    return refuse(res, 404, `没有这个控制接口：${req.method ?? 'GET'} ${url.pathname}`);
  };
}
