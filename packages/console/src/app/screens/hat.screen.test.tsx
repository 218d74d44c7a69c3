// @vitest-environment jsdom
// 智能安全帽's 归还 dialog and 上传绑定表 card against the mock in-process (moved from tests/e2e/hat-task.test.ts,
// issue #27).
import { useState } from 'react';
import { beforeAll, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ReturnHatDialog } from '@/features/hat/return-hat-dialog';
import { UploadCard } from '@/features/hat/upload-card';
import type { Kind } from '@/features/hat/upload-kinds';
import { labelled, nextBody, opened, person, renderPart, rowsOf, signedIn, world } from './harness';
import { press, refused } from './cv3-kit';
import { SHEET_READ, notExcel, pick, sheetsReadable, workbook } from './rf3-kit';

beforeAll(async () => {
  await signedIn();
  await sheetsReadable();
}, 120_000);

type Worker = { id: number; name: string; innerid: string };

it('归还 asks for confirmation, refuses 遗失 without a note keeping the choice, then returns', async () => {
  // A helmet of the worker list's first page whose bind the history holds open (the world records the return there).
  const { data } = await world.POST('/star/laborhat/worker', { body: { page: 1, limit: 10 } });
  const open = async (w: Worker) => {
    const logs = await world.GET('/star/laborhat/history', {
      params: { query: { innerid: w.innerid, page: 1, limit: 10 } },
    });
    return rowsOf<{ return_time: string | null }>(logs.data).some((l) => !l.return_time);
  };
  let helmet: Worker | undefined;
  for (const w of rowsOf<Worker>(data)) if (!helmet && w.innerid && (await open(w))) helmet = w;
  const onDone = vi.fn();
  renderPart(<ReturnHatDialog person={helmet!} onClose={() => {}} onDone={onDone} />);
  const { dialog, user, confirm, box } = await opened(`归还安全帽：${helmet!.innerid}`, '确定归还');
  expect(dialog.textContent).toContain(`确定解除 ${helmet!.name} 与安全帽 ${helmet!.innerid}`);
  await user.click(box('遗失'));
  await confirm();
  await refused(dialog, '损坏或遗失请填写情况说明');
  expect(box('遗失').checked).toBe(true);
  await user.type(box('情况说明'), '高处作业时坠落，未找回');
  const body = nextBody('/star/laborhat/returnhat');
  await confirm();
  expect(await body).toEqual({
    innerid: helmet!.innerid,
    id: helmet!.id,
    return_type: 3,
    remark: '高处作业时坠落，未找回',
  });
  await screen.findByText('操作成功');
  await waitFor(() => expect(onDone).toHaveBeenCalled());
  // The helmet is back in stock (unbound).
  const stock = (await world.GET('/star/laborhat/nobind', {})).data ?? [];
  expect(stock.some((h) => h.innerid === helmet!.innerid)).toBe(true);
}, 60_000);

/** 批量导入's 上传绑定表 card, its kind chosen there, as on the page. */
function Upload({ onUploaded }: { onUploaded: (batch: string) => void }) {
  const [kind, setKind] = useState<Kind>('worker');
  return <UploadCard kind={kind} onKind={setKind} onUploaded={(s) => onUploaded(s.batch_id)} />;
}

it(
  '上传绑定表 refuses a missing or non-Excel file, then uploads a manager sheet and shows its batch',
  async () => {
    const onUploaded = vi.fn();
    renderPart(<Upload onUploaded={onUploaded} />);
    const user = person();
    const card = (await screen.findByRole('heading', { name: '上传绑定表' })).closest('section')!;
    const upload = () => press(user, card, /^上传$/);
    await upload();
    await refused(card, '请选择要上传的 Excel 文件');
    await pick(labelled(card, '绑定表文件'), notExcel('名单.csv'));
    await upload();
    await refused(card, '只支持 .xlsx、.xls 格式的文件');
    await user.selectOptions(labelled<HTMLSelectElement>(card, '导入类型'), 'manager');
    // A real sheet (the world parses it): two people to bind and one row without a helmet number.
    const sheet = workbook('管理人员安全帽绑定导入.xlsx', [
      ['姓名', '手机号', '安全帽编号'],
      ['林峰', '13905710005', 'HAT-M0005'],
      ['冯晓明', '13905710007', 'HAT-M0007'],
      ['郑浩', '13905710003', ''],
    ]);
    await pick(labelled(card, '绑定表文件'), sheet);
    await upload();
    // The world checked each row: one has no helmet number.
    await screen.findByText('上传完成：1 行未通过校验', {}, { timeout: SHEET_READ });
    await waitFor(() => expect(onUploaded).toHaveBeenCalled());
    const batch = String(onUploaded.mock.calls[0]?.[0]);
    expect(batch).toMatch(/^B\d{11}$/);
    // The batch as the world holds it, summed up on the card.
    const { data } = await world.GET('/star/laborhat/uploadlist', {
      params: { query: { batch_id: batch, page: 1, limit: 10000 } },
    });
    const rows = rowsOf<{ name: string; check_status: number }>(data);
    expect(rows.map((r) => r.name)).toEqual(['林峰', '冯晓明', '郑浩']);
    const passed = rows.filter((r) => r.check_status !== 2).length;
    within(card).getByText(`批次 ${batch}：共 ${rows.length} 行，校验通过 ${passed} 行`, { exact: false });
    // The file box is emptied for the next sheet.
    within(card).getByText('未选择文件');
  },
  2 * SHEET_READ,
);
