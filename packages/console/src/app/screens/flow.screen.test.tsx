// @vitest-environment jsdom
// 流程管理's 编辑分类 and 新增流程定义 dialogs against the mock in-process (moved from tests/e2e/flow.test.ts, issue #27).
import { beforeAll, expect, it, vi } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { CategoryDialog } from '@/features/flow/category-page';
import { ProcDefDialog } from '@/features/flow/procdef-dialog';
import { chooseOption, labelled, nextBody, signedIn, world } from './harness';
import { fill, openDialog, keeps, press, refused } from './cv3-kit';

beforeAll(() => signedIn(), 60_000);

it('流程分类 edit refuses a bad code keeping the name, then sends the edit and shows the message', async () => {
  const { data: category } = await world.POST('/flw/flwcategory/get', { body: { id: 11 } });
  if (!category) throw new Error('no category 11 in the world');
  const onDone = vi.fn();
  const ui = <CategoryDialog category={category} onClose={() => {}} onDone={onDone} />;
  const { user, d } = await openDialog(ui, `编辑分类：${category.categoryName}`);
  await fill(user, labelled(d, '分类名称'), '工资与代发');
  await fill(user, labelled(d, '分类编码'), '工资-1');
  await press(user, d);
  await refused(d, '分类编码只能包含字母、数字和下划线');
  await keeps(labelled(d, '分类名称'), '工资与代发');
  await fill(user, labelled(d, '分类编码'), 'LABOR_WAGES');
  const body = nextBody('/flw/flwcategory/edit');
  await press(user, d);
  expect(await body).toMatchObject({ id: 11, parentId: 1, categoryName: '工资与代发', categoryCode: 'LABOR_WAGES' });
  // The page shows the server's message.
  await waitFor(() => expect(onDone).toHaveBeenCalledWith('操作成功'));
}, 60_000);

it('流程定义 add dialog refuses missing fields keeping the name, then sends nodes', async () => {
  const onDone = vi.fn();
  const { user, d } = await openDialog(<ProcDefDialog def={null} onClose={() => {}} onDone={onDone} />, '新增流程定义');
  await user.type(labelled(d, '流程名称'), '质量验收审批');
  await press(user, d);
  await refused(d, '请选择流程分类', '请选择办理人');
  await keeps(labelled(d, '流程名称'), '质量验收审批');
  await user.type(labelled(d, '流程标识'), 'quality_accept');
  await user.selectOptions(labelled<HTMLSelectElement>(d, '流程分类'), '11');
  const node2 = within(d).getByRole('listitem', { name: '节点 2' });
  await user.type(labelled(node2, '节点名称'), '项目经理审核');
  await chooseOption(user, labelled(node2, /办理人$/), '项目经理', '项目经理');
  const body = nextBody('/flw/flwprocdef/add');
  await press(user, d);
  expect(await body).toMatchObject({
    procKey: 'quality_accept',
    procName: '质量验收审批',
    categoryId: 11,
    status: 0,
    nodes: [
      { nodeId: 'N1', nodeType: 1, assigneeType: 6, assigneeIds: [], sort: 1 },
      {
        nodeId: 'N2',
        nodeName: '项目经理审核',
        nodeType: 2,
        assigneeType: 2,
        assigneeIds: [11],
        assigneeNames: ['项目经理'],
        sort: 2,
      },
    ],
  });
  await waitFor(() => expect(onDone).toHaveBeenCalledWith('新增成功'));
}, 60_000);
