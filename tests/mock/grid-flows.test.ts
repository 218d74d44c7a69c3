// The §4 flows of grid inspection, special checks, safety evaluation, bad-record handlers, duty checks and imports
// (issue #24, ops-grid): each step a transition of the world with a Chinese refusal for an illegal one, the records a
// step writes, and the dictionaries the back end keeps read from the world's tables.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock, type MockServer } from '@site/mock-server';

let mock: MockServer;
const tokens = new Map<string, string>();
let world = 0;
type Body = { code: number; msg: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A call in a world of its own per test (`w`), JSON or a form. */
async function call(w: string, method: string, path: string, body?: unknown, form = false): Promise<Body> {
  // A session belongs to the world it signed in to.
  if (!tokens.has(w)) {
    const res = await fetch(`${mock.url}/pc/account/login_v2`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-mock-world': w },
      body: JSON.stringify({ account: 'admin', password: 'Admin@2026' }),
    });
    tokens.set(w, ((await res.json()) as Body).data.token as string);
  }
  const headers: Record<string, string> = { authorization: `Bearer ${tokens.get(w)}`, 'x-mock-world': w };
  let init: BodyInit | undefined;
  if (body instanceof FormData) init = body;
  else if (body !== undefined && form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    init = new URLSearchParams(Object.entries(body as Record<string, unknown>).map(([k, v]) => [k, String(v)]));
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    init = JSON.stringify(body);
  }
  const res = await fetch(`${mock.url}${path}`, { method, headers, body: init });
  return (await res.json()) as Body;
}

const fresh = () => `grid-flows-${++world}`;

beforeAll(async () => {
  mock = await startMock({ port: 0, say: () => {}, today: '2026-11-23' });
});
afterAll(() => mock.close());

const task = async (w: string, id: number) =>
  (
    (await call(w, 'POST', '/grid/ginCheckPointTaskList/page', { page: 1, limit: 100 })).data.list as Body['data'][]
  ).find((t) => t.id === id);
const records = async (w: string, taskId: number) =>
  ((await call(w, 'POST', '/grid/ginCheckPointTaskList/troubleRecore', { taskId })).data as Body['data'][]).filter(
    (r) => r.taskId === taskId,
  );

describe('隐患：整改反馈 → 复查 / 处置审批 → 转办', () => {
  it('a feedback moves 复查退回 to 待复查 and writes its record; a second feedback is refused, the world unchanged', async () => {
    const w = fresh();
    expect((await task(w, 17008)).troubleStatus).toBe(4);
    const before = (await records(w, 17008)).length;
    const body = { taskId: 17008, troubleId: 27006, content: '已焊接固定', photos: [] };
    const ok = await call(w, 'POST', '/grid/ginCheckPointTaskList/editDangeFeedback', body);
    expect(ok.code).toBe(0);
    expect((await task(w, 17008)).troubleStatus).toBe(2);
    const after = await records(w, 17008);
    expect(after.length).toBe(before + 1);
    expect(after.find((r) => r.operType === 2 && r.content === '已焊接固定')?.operTypeName).toBe('整改反馈');
    const again = await call(w, 'POST', '/grid/ginCheckPointTaskList/editDangeFeedback', body);
    expect(again.code).not.toBe(0);
    expect(again.msg).toBe('只有待整改、复查退回或已逾期的隐患可以提交整改反馈');
    expect((await records(w, 17008)).length).toBe(before + 1);
  });

  it('a review closes (3) or sends back (4) only a trouble awaiting review, with the record of the result', async () => {
    const w = fresh();
    const refused = await call(w, 'POST', '/grid/ginCheckPointTaskList/passTrouble', {
      taskId: 17001,
      troubleId: 27001,
      result: 1,
    });
    expect(refused.msg).toBe('只有待复查（已反馈整改）的隐患可以复查');
    expect((await task(w, 17001)).troubleStatus).toBe(1);
    const back = await call(w, 'POST', '/grid/ginCheckPointTaskList/passTrouble', {
      taskId: 17007,
      troubleId: 27005,
      result: 2,
      opinion: '抽排不到位',
    });
    expect(back.code).toBe(0);
    expect((await task(w, 17007)).troubleStatus).toBe(4);
    expect((await records(w, 17007)).some((r) => r.operType === 4 && r.content === '抽排不到位')).toBe(true);
  });

  it('an approval closes the trouble; a delegation of a closed one is refused, of an open one writes 转办 on its task', async () => {
    const w = fresh();
    const delegate = (pro: string) =>
      call(w, 'POST', '/pc/flw/task/delegate', {
        task_id: '1',
        pro_inst_id: pro,
        delegate_user_id: 5001,
        comment: '请审批',
      });
    expect((await delegate('PI-2026-000124')).code).toBe(0);
    expect((await records(w, 17004)).some((r) => r.operType === 5 && r.troubleId === 27002)).toBe(true);
    const audit = await call(w, 'POST', '/pc/task/trouble/audit', { task_id: 17004, audit_result: 1, opinion: '同意' });
    expect(audit.code).toBe(0);
    expect((await task(w, 17004)).troubleStatus).toBe(3);
    expect((await records(w, 17004)).some((r) => r.operType === 6 && r.troubleId === 27002)).toBe(true);
    expect((await delegate('PI-2026-000124')).msg).toBe('隐患已闭环，流程没有可转办的待办');
    expect((await delegate('PI-NONE')).msg).toBe('流程实例不存在');
  });

  it('a check conclusion is submitted once', async () => {
    const w = fresh();
    const submit = () =>
      call(w, 'POST', '/grid/ginCheckPointTaskList/udpateSafeStatus', { taskId: 17003, safeStatus: 1 });
    expect((await submit()).code).toBe(0);
    const t = await task(w, 17003);
    expect(t.safeStatus).toBe(1);
    expect(t.checkTime).toMatch(/^2026-11-23 /);
    expect((await submit()).msg).toBe('该任务已提交检查结论，不能重复提交');
  });

  it('a conclusion’s item results, photos and remark, and a registered hazard, read back in the two details', async () => {
    const w = fresh();
    const detail = async (id: number) => (await call(w, 'POST', '/grid/ginCheckPointTaskList/getDetail', { id })).data;
    // Before: nothing recorded for the open task; its items to check are those of its point's categories (基坑).
    const before = await detail(17003);
    expect(before).toMatchObject({ checkPhotos: [], remark: '', trouble: null });
    expect(before.itemResults.length).toBeGreaterThan(1);
    expect(before.itemResults.every((i: { result: number }) => i.result === 0)).toBe(true);
    expect(before.itemResults[0]).toMatchObject({ itemId: 4101, content: '基坑支护结构出现裂缝或位移超过预警值' });
    const sent = { taskId: 17003, safeStatus: 2, photos: ['/check/a.jpg'], remark: '冠梁裂缝有发展' };
    const itemResults = [
      { itemId: 4101, result: 2 },
      { itemId: 1101, result: 1 },
    ];
    expect((await call(w, 'POST', '/grid/ginCheckPointTaskList/udpateSafeStatus', { ...sent, itemResults })).code).toBe(
      0,
    );
    const checked = await detail(17003);
    expect(checked.itemResults).toEqual([
      { itemId: 1101, content: '临边防护栏杆高度不足1.2米或未设挡脚板', result: 1, remark: '' },
      { itemId: 4101, content: '基坑支护结构出现裂缝或位移超过预警值', result: 2, remark: '' },
    ]);
    expect([checked.checkPhotos, checked.remark]).toEqual([['/check/a.jpg'], '冠梁裂缝有发展']);

    // The hazard: a new id no task holds yet, answered, on the task, its record and both details.
    const tasks = (await call(w, 'POST', '/grid/ginCheckPointTaskList/page', { page: 1, limit: 500 })).data.list as {
      troubleId: number | null;
    }[];
    const ids = tasks.map((t) => t.troubleId).filter((id) => id != null);
    expect(new Set(ids).size).toBe(ids.length);
    const added = await call(w, 'POST', '/grid/ginCheckPointTaskList/addTrouble', {
      taskId: 17003,
      categoryId: 41,
      itemId: 4101,
      troubleLevel: 3,
      description: '东侧冠梁裂缝约1.5米',
      photos: ['/trouble/b.jpg'],
      companyId: 2002,
      rectifyUserId: 5003,
      rectifyDeadline: '2026-11-25',
    });
    expect(added.code).toBe(0);
    expect(ids).not.toContain(added.data);
    expect((await task(w, 17003)).troubleId).toBe(added.data);
    expect((await records(w, 17003)).map((r) => [r.operType, r.troubleId])).toEqual([[1, added.data]]);
    const handling = (await call(w, 'GET', '/pc/trouble/detail/17003/1')).data;
    expect(handling).toMatchObject({
      trouble_id: added.data,
      item_id: 4101,
      category_name: '基坑支护',
      item_content: '基坑支护结构出现裂缝或位移超过预警值',
      item_measure: '立即停止坑边作业，卸载并加设临时支撑，通知监测与设计单位',
      description: '东侧冠梁裂缝约1.5米',
      photos: ['/trouble/b.jpg'],
      company_id: 2002,
      company_name: '江苏顺安建筑劳务有限公司',
      rectify_user_id: 5003,
      status: 1,
    });
    expect((await detail(17003)).trouble).toMatchObject({
      troubleId: added.data,
      troubleNo: handling.trouble_no,
      description: '东侧冠梁裂缝约1.5米',
    });
  });
});

describe('专项检查：启动、撤回', () => {
  it('start only what has not started, back out only what is not finished; both lists show the step', async () => {
    const w = fresh();
    const status = async (id: number) =>
      (
        (await call(w, 'POST', '/grid/ginCheckList/specialPage', { page: 1, limit: 100 })).data.list as Body['data'][]
      ).find((r) => r.id === id)?.status;
    const pcStatus = async (id: number) =>
      ((await call(w, 'GET', '/pc/project/special/check/page?page=1&limit=100')).data.list as Body['data'][]).find(
        (r) => r.id === id,
      )?.status;
    expect((await call(w, 'POST', '/grid/ginCheckList/specialStart', { id: 9101 })).msg).toBe(
      '只有未开始的专项检查可以启动',
    );
    expect((await call(w, 'POST', '/grid/ginCheckList/specialStart', { id: 9103 })).code).toBe(0);
    expect([await status(9103), await pcStatus(9103)]).toEqual([1, 1]);
    expect((await call(w, 'POST', '/grid/ginCheckList/backout', { id: 9102 })).msg).toBe(
      '只有未开始或进行中的专项检查可以撤回（已完成、已撤回的不能撤回）',
    );
    expect((await call(w, 'POST', '/grid/ginCheckList/backout', { id: 9103 })).code).toBe(0);
    expect([await status(9103), await pcStatus(9103)]).toEqual([3, 3]);
  });
});

describe('安全评价', () => {
  it('a deduction lowers the worker’s total and counts a violation; deleting it gives them back', async () => {
    const w = fresh();
    const worker = async () =>
      ((await call(w, 'GET', '/pc/evaluation/worker/list?pageNum=1&pageSize=500')).data.list as Body['data'][]).find(
        (r) => r.worker_id === 4007,
      );
    const before = await worker();
    const add = await call(w, 'POST', '/pc/evaluation/add', {
      worker_id: 4007,
      appraise_type: 2,
      item_name: '未戴安全帽',
      score: 7.5,
    });
    expect(add.code).toBe(0);
    const mid = await worker();
    expect(mid.total_score).toBe(Math.round((before.total_score - 7.5) * 100) / 100);
    expect(mid.violation_count).toBe(before.violation_count + 1);
    const list = (await call(w, 'GET', '/pc/appraise/worker/list?worker_id=4007&pageNum=1&pageSize=100')).data.list;
    const row = list.find((r: Body['data']) => r.id === add.data);
    expect(row).toMatchObject({ name: before.name, score: -7.5, source: 1, item_name: '未戴安全帽' });
    expect((await call(w, 'POST', '/starSafety/appraise/delete', { id: add.data }, true)).code).toBe(0);
    const after = await worker();
    expect([after.total_score, after.violation_count]).toEqual([before.total_score, before.violation_count]);
    expect((await call(w, 'POST', '/starSafety/appraise/delete', { id: add.data }, true)).msg).toBe(
      '评价记录不存在或已被删除',
    );
  });
});

describe('handlers, checks and dictionaries from the world', () => {
  it('不良记录处理人回显 lists the handlers configured for the level; an unconfigured organisation is refused', async () => {
    const w = fresh();
    const branch = (await call(w, 'POST', '/orgdept/workerBadRecord/echoOrgHandlerName', { orgId: 11 })).data;
    expect(branch).toEqual({
      level: 2,
      orgId: 11,
      orgName: '华建集团第一分公司',
      positionNames: ['分公司劳务主管', '安全总监'],
      handlerIds: [5110, 5005],
      handlerNames: ['沈佳', '林峰'],
      handlerName: '沈佳、林峰',
    });
    const none = await call(w, 'POST', '/orgdept/workerBadRecord/echoProjectHandlerName', { projectId: 1005 });
    expect(none.msg).toBe('该项目未配置不良记录项目级处理人');
  });

  it('值班配置校验 finds the overlapping configuration of the same person, and passes one that does not overlap', async () => {
    const w = fresh();
    const configs = (await call(w, 'GET', '/starSafety/duty/config/list?pageNum=1&pageSize=100')).data.list;
    const c = configs.find((r: Body['data']) => r.id === 12001);
    const form = { projectId: c.projectId, dutyType: 1, userId: c.userId, weekDays: [1] };
    const clash = (
      await call(w, 'POST', '/starSafety/duty/config/addCheck', { ...form, startTime: '09:00', endTime: '10:00' })
    ).data;
    expect(clash.pass).toBe(false);
    expect(clash.conflicts.map((x: Body['data']) => x.configId)).toContain(12001);
    const night = (
      await call(w, 'POST', '/starSafety/duty/config/addCheck', { ...form, startTime: '20:00', endTime: '22:00' })
    ).data;
    expect(night).toMatchObject({ pass: true, conflicts: [] });
  });

  it('legal statuses differ by business; a point’s drawing address comes from its deployment’s drawing', async () => {
    const w = fresh();
    const letters = (await call(w, 'GET', '/legal-service/baseData/statusList?bizType=lawyerLetter')).data;
    const cases = (await call(w, 'GET', '/legal-service/baseData/statusList?bizType=accusedCase')).data;
    expect(letters.map((o: Body['data']) => o.label)).toContain('已发函');
    expect(cases.map((o: Body['data']) => o.label)).toContain('一审中');
    expect(cases.map((o: Body['data']) => o.label)).not.toContain('已发函');
    const deploy = (await call(w, 'GET', '/pc/point/deploy/info?point_id=703')).data;
    expect(deploy).toMatchObject({
      drawing_name: '生活区总平面图',
      drawing_url: expect.stringMatching(/1001-living\.png$/),
    });
  });
});

describe('导入检查项 parses the sheet it gets', () => {
  async function sheet(rows: unknown[][]): Promise<FormData> {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Sheet1');
    for (const r of rows) ws.addRow(r);
    const form = new FormData();
    form.append('categoryId', '11');
    const bytes = new Uint8Array(await wb.xlsx.writeBuffer());
    form.append('file', new Blob([bytes]), '隐患库导入.xlsx');
    return form;
  }
  const total = async (w: string) =>
    (await call(w, 'POST', '/grid/ginDscCategoryItem/page', { page: 1, limit: 10 })).data.total as number;

  it('adds the rows that pass, names the others by row, and answers the counts in the contract’s fields', async () => {
    const w = fresh();
    const before = await total(w);
    const form = await sheet([
      ['检查内容（隐患描述）', '隐患等级', '整改期限（天）'],
      ['卸料平台限载牌缺失', '较大隐患', 2],
      ['安全网破损', '一般', 3],
      ['', '一般隐患', 1],
    ]);
    const res = await call(w, 'POST', '/grid/ginDscCategoryItem/import', form);
    expect(res.data).toEqual({
      total: 3,
      successCount: 1,
      failCount: 2,
      failRows: [
        { row: 3, reason: '隐患等级“一般”不存在，应为一般隐患、较大隐患、重大隐患' },
        { row: 4, reason: '检查内容（隐患描述）不能为空' },
      ],
    });
    expect(await total(w)).toBe(before + 1);
    const first = (await call(w, 'POST', '/grid/ginDscCategoryItem/page', { page: 1, limit: 1 })).data.list[0];
    expect(first).toMatchObject({
      content: '卸料平台限载牌缺失',
      troubleLevel: 2,
      levelName: '较大隐患',
      categoryId: 11,
      status: 1,
    });
  });

  it('a sheet of titles only imports nothing', async () => {
    const w = fresh();
    const before = await total(w);
    const res = await call(
      w,
      'POST',
      '/grid/ginDscCategoryItem/import',
      await sheet([['检查内容（隐患描述）', '隐患等级']]),
    );
    expect(res.code).not.toBe(0);
    expect(await total(w)).toBe(before);
  });
});

describe('隐患库：分类的检查项数', () => {
  it('is the library’s items of the category (a main category’s of its sub-categories), and follows an add and a delete', async () => {
    const w = fresh();
    type Node = { id: number; itemCount: number; children?: Node[] };
    const counts = async () => {
      const tree = (await call(w, 'POST', '/grid/ginDscCategory/list', {})).data as Node[];
      const items = (await call(w, 'POST', '/grid/ginDscCategoryItem/page', { page: 1, limit: 1000 })).data.list as {
        id: number;
        categoryId: number;
      }[];
      for (const main of tree) {
        for (const sub of main.children ?? [])
          expect(sub.itemCount).toBe(items.filter((i) => i.categoryId === sub.id).length);
        expect(main.itemCount).toBe((main.children ?? []).reduce((n, s) => n + s.itemCount, 0));
      }
      const scaffold = tree[0]?.children?.find((c) => c.id === 13) as Node;
      return { scaffold: scaffold.itemCount, main: (tree[0] as Node).itemCount };
    };
    const before = await counts();
    expect(before.scaffold).toBeGreaterThan(0);
    const added = await call(w, 'POST', '/grid/ginDscCategoryItem/add', {
      categoryId: 13,
      content: '剪刀撑未沿架体外侧全立面连续设置',
      troubleLevel: 1,
    });
    expect(added.code).toBe(0);
    expect(await counts()).toEqual({ scaffold: before.scaffold + 1, main: before.main + 1 });
    expect((await call(w, 'POST', '/grid/ginDscCategoryItem/del', { ids: [1301] })).code).toBe(0);
    expect(await counts()).toEqual(before);
  });

  it('下级分类 of each main category are the tree’s sub-categories, with the same counts', async () => {
    const w = fresh();
    type Node = { id: number; label?: string; name?: string; itemCount: number; children?: Node[] };
    const tree = (await call(w, 'POST', '/grid/ginDscCategory/list', {})).data as Node[];
    expect(tree.length).toBeGreaterThan(1);
    for (const main of tree) {
      const children = (await call(w, 'POST', '/grid/ginDscCategory/listCatChild', { parentId: main.id }))
        .data as Node[];
      expect(children.map((c) => [c.id, c.name, c.itemCount])).toEqual(
        (main.children ?? []).map((c) => [c.id, c.label, c.itemCount]),
      );
    }
  });

  it('下级分类 follows the tree: a category added, renamed or deleted there shows, changes and goes; 0 lists the main categories', async () => {
    const w = fresh();
    type Child = { id: number; name: string; parentId: number; level: number; hasChildren: boolean; itemCount: number };
    const children = async (parentId: number) =>
      (await call(w, 'POST', '/grid/ginDscCategory/listCatChild', { parentId })).data as Child[];
    const tree = (await call(w, 'POST', '/grid/ginDscCategory/list', {})).data as { id: number; label: string }[];
    expect((await children(0)).map((c) => [c.id, c.name, c.level, c.hasChildren])).toEqual(
      tree.map((t) => [t.id, t.label, 1, true]),
    );
    const added = await call(w, 'POST', '/grid/ginDscCategory/add', { parentId: 1, name: '操作平台', sort: 4 });
    expect(added.code).toBe(0);
    const id = added.data as number;
    expect((await children(1)).at(-1)).toEqual({
      id,
      name: '操作平台',
      parentId: 1,
      level: 2,
      hasChildren: false,
      itemCount: 0,
    });
    const below = await call(w, 'POST', '/grid/ginDscCategory/add', { parentId: id, name: '卸料平台', sort: 1 });
    expect((await children(id)).map((c) => [c.id, c.name, c.level])).toEqual([[below.data, '卸料平台', 3]]);
    expect((await children(1)).find((c) => c.id === id)?.hasChildren).toBe(true);
    expect(
      (await call(w, 'POST', '/grid/ginDscCategory/edit', { id, parentId: 1, name: '操作平台（移动）' })).code,
    ).toBe(0);
    expect((await children(1)).find((c) => c.id === id)?.name).toBe('操作平台（移动）');
    const top = await call(w, 'POST', '/grid/ginDscCategory/add', { parentId: 0, name: '有限空间', sort: 7 });
    expect((await children(0)).at(-1)).toMatchObject({ id: top.data, name: '有限空间', level: 1, hasChildren: false });
    expect((await call(w, 'POST', '/grid/ginDscCategory/del', { id })).code).toBe(0);
    expect((await children(1)).map((c) => c.id)).not.toContain(id);
    expect(await children(id)).toEqual([]);
  });
});
