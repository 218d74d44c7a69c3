// @vitest-environment jsdom
// 新增企业电子印章 (/addSeal) against the mock in-process (moved from tests/e2e/legal-seal.test.ts, issue #27).
import { beforeAll, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import AddSealPage from '@/features/legal/add-seal-page';
import { MenuContext } from '@/session/menu-context';
import { mockWorld } from './cv1-kit';
import { fill, keeps } from './cv3-kit';
import { chooseOption, labelled, lastBody, person, renderPart, rowsOf, sent, signedIn, world } from './harness';

beforeAll(() => signedIn(), 60_000);

/** The page at /addSeal as 企业电子印章 (power_value 258: 新增 + 查看协议) opens it; the list a heading after saving. */
function renderAddSeal() {
  const list = { path: '/legal/seal', name: 'seal', title: '企业电子印章', icon: undefined, hidden: false };
  const all = [{ ...list, external: false, filePath: '', tabGroup: false, powerValue: 258, perms: [], children: [] }];
  const routes = (
    <Routes>
      <Route path="/addSeal" element={<AddSealPage />} />
      <Route path="/legal/seal" element={<h1>企业电子印章</h1>} />
    </Routes>
  );
  renderPart(
    <MenuContext.Provider value={{ routes: all, all, openable: () => true }}>{routes}</MenuContext.Provider>,
    '/addSeal',
  );
}

/** Each text is a field's refusal (an alert) on the page. */
/** A file chosen in the page's file box (as Playwright's setInputFiles: whatever its accept list says). */
const upload = (input: HTMLElement, file: File) =>
  userEvent.setup({ applyAccept: false, delay: null }).upload(input as HTMLInputElement, file);
/** A few bytes named a PNG (the mock keeps whatever it is sent). */
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const alerts = (...texts: string[]) =>
  waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(expect.arrayContaining(texts)));

it('新增印章: the form and then the server refuse keeping what was typed; then it saves and goes back to the list', async () => {
  renderAddSeal();
  const user = person();
  const page = document.body;
  const box = (label: string) => labelled(page, label);
  /** 提交, once its click guard (a second) from the last one is over. */
  const submit = async () => {
    const button = screen.getByRole<HTMLButtonElement>('button', { name: '提交' });
    await waitFor(() => expect(button.disabled).toBe(false), { timeout: 3000 });
    await user.click(button);
  };
  await screen.findByRole('heading', { name: '新增企业电子印章' });
  await waitFor(() => box('所属企业'));
  await submit();
  await alerts('请选择企业', '请选择印章类型', '请上传印模图片', '请输入法定代表人', '请输入保管人姓名');
  await chooseOption(user, box('所属企业'), '杭州安捷机电安装有限公司', '安捷');
  await user.selectOptions(labelled<HTMLSelectElement>(page, '印章类型'), '2');
  await keeps(box('印章名称'), '杭州安捷机电安装有限公司合同专用章');
  await keeps(box('统一社会信用代码'), '91330106MA2H9KD74E');
  await fill(user, box('法定代表人'), '陈立新');
  await fill(user, box('保管人姓名'), '冯卫东');
  await fill(user, box('保管人手机号'), '12706810043');
  await fill(user, box('结束日期'), '2026-01-01');
  await submit();
  await alerts('手机号格式错误', '结束日期不能早于开始日期');
  await keeps(box('法定代表人'), '陈立新');

  // A file that is not a picture is refused before uploading; a PNG is uploaded and previewed.
  await upload(box('印模图片'), new File(['%PDF'], '印章.pdf', { type: 'application/pdf' }));
  await alerts('请上传 PNG 或 JPG 格式的印模图片');
  expect(sent.some((c) => c.path.endsWith('/file/upload'))).toBe(false);
  await upload(box('印模图片'), new File([PNG], '合同专用章.png', { type: 'image/png' }));
  await screen.findByText('上传成功');
  await screen.findByRole('img', { name: '杭州安捷机电安装有限公司合同专用章印模' });
  screen.getByText('合同专用章.png');
  await fill(user, box('保管人手机号'), '13706810043');
  await fill(user, box('结束日期'), '2027-11-22');
  await fill(user, box('用途说明'), '用于机电安装专业分包合同的电子签署');

  // The server refuses once: its message shows and the page keeps everything.
  await mockWorld.fail({ operation: 'addLegalSeal', msg: '该企业已有启用中的合同专用章', times: 1 });
  await submit();
  await screen.findByText('该企业已有启用中的合同专用章');
  screen.getByRole('heading', { name: '新增企业电子印章' });
  await keeps(box('保管人手机号'), '13706810043');
  await keeps(box('印章名称'), '杭州安捷机电安装有限公司合同专用章');

  await submit();
  await screen.findByText('印章已提交，等待审核');
  await screen.findByRole('heading', { name: '企业电子印章' });
  const body = lastBody('/seal/add') as Record<string, unknown>;
  expect(body).toMatchObject({
    companyId: 2004,
    sealName: '杭州安捷机电安装有限公司合同专用章',
    sealType: 2,
    legalPerson: '陈立新',
    keeperName: '冯卫东',
    keeperMobile: '13706810043',
    validEnd: '2027-11-22',
    remark: '用于机电安装专业分包合同的电子签署',
  });
  expect(body.imageUrl).toMatch(/^\/api\/mock-assets\//); // a picture the mock serves
  const { data } = await world.GET('/legal-service/seal/page', { params: { query: { pageNum: 1, pageSize: 10 } } });
  expect(rowsOf<{ sealName: string }>(data).map((r) => r.sealName)).toContain('杭州安捷机电安装有限公司合同专用章');
}, 60_000);
