// @vitest-environment jsdom
// 网格化巡检's set-up dialogs against the mock in-process (moved from tests/e2e/grid-setup.test.ts, issue #27).
import { useState } from 'react';
import { beforeAll, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { categoryTreeQuery, troubleLevelsQuery } from '@/features/grid/hazard-category-queries';
import { leafCategoryOptions } from '@/features/grid/grid-setup-codes';
import { areasOf } from '@/features/grid/grid-point-codes';
import { pointMenuQuery } from '@/features/grid/grid-setup-queries';
import { PointFormDialog } from '@/features/grid/point-form-dialog';
import { ImportDialog, ImportResultDialog, ItemDialog, type ImportResult } from '@/features/grid/trouble-lib-dialogs';
import { nextBody, opened, renderPart, rowsOf, signedIn, world } from './harness';
import { fill, keeps, press, refused } from './cv3-kit';
import { SHEET_READ, notExcel, pick, sheetsReadable, workbook } from './rf3-kit';

beforeAll(async () => {
  await signedIn();
  await sheetsReadable();
}, 120_000);

type Item = { id: number; categoryId: number; content: string; levelName: string };

/** The world's items of category 11 (临边防护), all of them. */
const category11 = async () => {
  const { data } = await world.POST('/grid/ginDscCategoryItem/page', { body: { page: 1, limit: 500, categoryId: 11 } });
  return { total: data?.total ?? 0, rows: rowsOf<Item>(data) };
};

/** The categories items go in (the leaves of the tree the page reads). */
function useCategories() {
  const tree = useQuery(categoryTreeQuery());
  return leafCategoryOptions(tree.data);
}

/** 隐患库管理's 新增检查项 with the category tree and levels its page reads, 临边防护 (11) chosen in the tree. */
function NewItem({ onDone }: { onDone: () => void }) {
  const levels = useQuery(troubleLevelsQuery());
  const categories = useCategories();
  if (!categories.length) return null;
  return (
    <ItemDialog
      item={undefined}
      categoryId={11}
      categories={categories}
      levels={levels.data ?? []}
      onClose={() => {}}
      onDone={onDone}
    />
  );
}

it('新增检查项 refuses an empty form keeping what was typed, then sends the item', async () => {
  const before = await category11();
  const onDone = vi.fn();
  renderPart(<NewItem onDone={onDone} />);
  const { dialog, user, confirm, box } = await opened('新增检查项');
  await keeps(box<HTMLSelectElement>('所属分类'), '11');
  await user.type(box('检查标准'), '防护栏杆上杆离地1.2米');
  await confirm();
  await refused(dialog, '请输入检查内容', '请选择隐患等级');
  await keeps(box('检查标准'), '防护栏杆上杆离地1.2米');
  await user.type(box('检查内容'), '临边防护栏杆缺失');
  await user.selectOptions(box<HTMLSelectElement>('隐患等级'), '较大隐患');
  await fill(user, box('整改期限（天）'), '0');
  await confirm();
  await refused(dialog, '整改期限应为正整数天');
  await fill(user, box('整改期限（天）'), '2');
  const body = nextBody('/grid/ginDscCategoryItem/add');
  await confirm();
  expect(await body).toEqual({
    categoryId: 11,
    content: '临边防护栏杆缺失',
    troubleLevel: 2,
    status: 1,
    standard: '防护栏杆上杆离地1.2米',
    rectifyDays: 2,
  });
  await screen.findByText('操作成功');
  await waitFor(() => expect(onDone).toHaveBeenCalled());
  // The world holds the item under 临边防护 with the level's name.
  const after = await category11();
  expect(after.total).toBe(before.total + 1);
  const added = after.rows.find((r) => !before.rows.some((b) => b.id === r.id));
  expect(added).toMatchObject({ content: '临边防护栏杆缺失', levelName: '较大隐患' });
}, 60_000);

/** 隐患库管理's 导入, 临边防护 (11) chosen in the tree, then the import's result as the page shows it. */
function ImportItems() {
  const categories = useCategories();
  const [result, setResult] = useState<ImportResult | null>(null);
  if (result) return <ImportResultDialog result={result} onClose={() => {}} />;
  if (!categories.length) return null;
  return <ImportDialog categoryId={11} categories={categories} onClose={() => {}} onDone={setResult} />;
}

it(
  '导入 refuses a missing file and a non-Excel one, then shows the import result',
  async () => {
    const before = await category11();
    renderPart(<ImportItems />);
    const { dialog, user, box } = await opened('导入检查项', '开始导入');
    await keeps(box<HTMLSelectElement>('导入到分类'), '11');
    await press(user, dialog, '开始导入');
    await refused(dialog, '请选择要导入的 Excel 文件');
    await pick(box('Excel 文件'), notExcel('隐患库导入.csv'));
    await press(user, dialog, '开始导入');
    await refused(dialog, '只支持 .xlsx、.xls 格式的文件');
    // Filled in as a person would: two good rows and one with a level the library does not have.
    const sheet = workbook('隐患库导入.xlsx', [
      ['检查内容', '隐患等级'],
      ['楼层临边未设密目网', '较大隐患'],
      ['临边栏杆立杆间距大于2米', '1'],
      ['挡脚板高度不足', '一般'],
    ]);
    await pick(box('Excel 文件'), sheet);
    await press(user, dialog, '开始导入');
    const result = await screen.findByRole('dialog', { name: '导入结果' }, { timeout: SHEET_READ });
    await waitFor(() => expect(result.textContent).toMatch(/读取行数3导入成功2导入失败1/));
    expect(within(result).getByText('第 4 行').closest('tr')?.textContent).toMatch(/隐患等级“一般”不存在/);
    // The two good rows are items of 临边防护 now.
    const after = await category11();
    expect(after.total).toBe(before.total + 2);
    const contents = after.rows.map((r) => r.content);
    expect(contents).toEqual(expect.arrayContaining(['楼层临边未设密目网', '临边栏杆立杆间距大于2米']));
    expect(contents).not.toContain('挡脚板高度不足');
  },
  2 * SHEET_READ,
);

/** 网格点位's 新增点位 in 滨江花园二期 (1001), with the areas of the menu its page reads. */
function NewPoint({ onDone }: { onDone: () => void }) {
  const menu = useQuery(pointMenuQuery(1001));
  const areas = areasOf(menu.data);
  if (!areas.length) return null;
  return <PointFormDialog point={undefined} projectId={1001} areas={areas} onClose={() => {}} onDone={onDone} />;
}

it('新增点位 refuses a form without name, area, risk or people, then sends the point with its people', async () => {
  const points1001 = async () => {
    const { data } = await world.POST('/grid/ginGridPointList/page', {
      body: { page: 1, limit: 500, projectId: 1001 },
    });
    return { total: data?.total ?? 0, rows: rowsOf<{ pointName: string; areaId: number }>(data) };
  };
  const before = await points1001();
  const onDone = vi.fn();
  renderPart(<NewPoint onDone={onDone} />);
  const { dialog, user, confirm, box } = await opened('新增网格点位');
  await user.type(box('点位编号'), 'WG-1001-36');
  await confirm();
  await refused(dialog, '请输入点位名称', '请选择施工区域', '请选择风险等级', '请至少指定一名责任人');
  await keeps(box('点位编号'), 'WG-1001-36');
  await user.type(box('点位名称'), '2号楼卸料平台');
  await user.selectOptions(box<HTMLSelectElement>('施工区域'), '2号楼');
  await user.selectOptions(box<HTMLSelectElement>('风险等级'), '重大风险');
  const rule = box<HTMLSelectElement>('巡检频次规则');
  await within(rule).findByText('重大风险点位每日巡检');
  await user.selectOptions(rule, '重大风险点位每日巡检');
  await user.click(await within(dialog).findByRole('checkbox', { name: '高处作业' }));
  await user.selectOptions(await within(dialog).findByLabelText<HTMLSelectElement>('周明的点位职责'), '网格长');
  await user.selectOptions(within(dialog).getByLabelText<HTMLSelectElement>('何晓东的点位职责'), '巡检员');
  const body = nextBody('/grid/ginGridPointList/add');
  await confirm();
  expect(await body).toEqual({
    projectId: 1001,
    pointName: '2号楼卸料平台',
    pointCode: 'WG-1001-36',
    areaId: 602,
    riskLevel: 4,
    categoryIds: [1],
    ruleId: 1,
    persons: [
      { userId: 5001, personType: 1 },
      { userId: 5004, personType: 3 },
    ],
  });
  await screen.findByText('操作成功');
  await waitFor(() => expect(onDone).toHaveBeenCalled());
  const after = await points1001();
  expect(after.total).toBe(before.total + 1);
  expect(after.rows.find((r) => r.pointName === '2号楼卸料平台')).toMatchObject({ areaId: 602 });
}, 60_000);
