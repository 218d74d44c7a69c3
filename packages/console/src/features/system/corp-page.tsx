// 参建企业 (001 §7.14 /pc/org/corp/*, menu system/corp): list with filters, add and edit in a dialog
// (names required, 18-character unified credit code), 详情 in a read-only dialog (/pc/org/corp/detail), delete after a
// confirmation; buttons by the page's power bits.
import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { formatDate } from '@/lib/dates';
import { usePagePermission } from '@/session/permissions';
import { DeleteConfirm, useRowDelete } from '@/ui/delete-confirm';
import { FormFields, type FormFieldSpec } from '@/ui/form-fields';
import type { FilterField } from '@/ui/filter-bar';
import { FormTextField } from '@/ui/form-text-field';
import { ListScreen } from '@/ui/list-screen';
import { StatusTag } from '@/ui/status-tag';
import { ViewDialog } from '@/ui/view-dialog';
import { SaveFormDialog, editTitle, useSaveMutation } from '@/ui/save-form-dialog';
import { DetailSection } from '@/ui/detail-page';
import { Loading } from '@/ui/loading';
import { CORP_STATUS, CORP_TYPES, corpBody, corpSchema, formatMoney, optionsOf, type CorpForm } from './system-rules';
import { corpDetailQuery } from './system-queries';
import { LoadFailed } from '@/ui/retry-failed';
import { corpColumns } from './corp-columns';
import { AddButton, useEditing, type ListLoad } from './list-editing';
import { invalidateOperation } from '@site/sdk/query/common';

type Corp = components['schemas']['OrgCorp'];

const FILTERS: FilterField[] = [
  { name: 'corp_name', label: '企业名称' },
  { name: 'corp_type', label: '企业类型', type: 'select', options: optionsOf(CORP_TYPES) },
  { name: 'status', label: '状态', type: 'select', options: optionsOf(CORP_STATUS) },
];

const KEY = 'pageOrgCorps';

export default function CorpPage() {
  const perm = usePagePermission();
  const queryClient = useQueryClient();
  const { editing, setEditing, close, done } = useEditing<Corp>(() => {
    void invalidateOperation(queryClient, KEY);
    void invalidateOperation(queryClient, 'listOrgCorpOptions');
  });
  const [viewing, setViewing] = useState<Corp | null>(null);
  const del = useRowDelete<Corp>({
    run: (row) => api.POST('/pc/org/corp/del/{id}', { params: { path: { id: row.id } } }),
    done: '企业已删除',
    invalidate: KEY,
  });
  const askDelete = del.ask;
  const columns = useMemo(
    () => corpColumns(perm, { view: setViewing, edit: setEditing, remove: askDelete }),
    [perm, setEditing, askDelete],
  );

  return (
    <>
      <ListScreen<Corp>
        id="system-corps"
        title="参建企业"
        filters={FILTERS}
        columns={columns}
        operation={KEY}
        rowId={(c) => String(c.id)}
        toolbar={
          <AddButton show={perm.can('add')} onClick={() => setEditing('new')}>
            新增企业
          </AddButton>
        }
        load={loadCorps}
      />
      {editing ? <CorpDialog corp={editing === 'new' ? undefined : editing} onClose={close} onDone={done} /> : null}
      {viewing ? <CorpDetailDialog corp={viewing} onClose={() => setViewing(null)} /> : null}
      <DeleteConfirm
        del={del}
        title="删除参建企业"
        message={(d) => `确定删除“${d.corp_name}”吗？企业下仍有在场班组或工人时不能删除。`}
      />
    </>
  );
}

async function loadCorps({ page, size, filters, signal }: ListLoad) {
  const env = await api.GET('/pc/org/corp/page', {
    params: {
      query: {
        pageNum: page,
        pageSize: size,
        corp_name: filters.corp_name,
        corp_type: filters.corp_type ? (Number(filters.corp_type) as 1 | 2 | 3) : undefined,
        status: filters.status ? (Number(filters.status) as 0 | 1) : undefined,
      },
    },
    signal,
  });
  return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
}

function toForm(c: Corp | undefined): CorpForm {
  return {
    corp_name: c?.corp_name ?? '',
    credit_code: c?.credit_code ?? '',
    corp_type: c ? String(c.corp_type) : '',
    legal_person: c?.legal_person ?? '',
    contact_name: c?.contact_name ?? '',
    contact_mobile: c?.contact_mobile ?? '',
    address: c?.address ?? '',
    reg_capital: c?.reg_capital === undefined ? '' : c.reg_capital.toFixed(2),
    qualification: c?.qualification ?? '',
  };
}

/** The fields of the corp form but its 注册地址 (ids corp-<name>). */
const CORP_FIELDS: FormFieldSpec<CorpForm>[] = [
  { name: 'corp_name', label: '企业名称', placeholder: '请输入企业名称', required: true },
  { name: 'credit_code', label: '统一社会信用代码', placeholder: '18位统一社会信用代码', required: true },
  { as: 'select', name: 'corp_type', label: '企业类型', required: true, options: optionsOf(CORP_TYPES) },
  { name: 'legal_person', label: '法定代表人', placeholder: '请输入法定代表人' },
  { name: 'contact_name', label: '联系人', placeholder: '请输入联系人' },
  { name: 'contact_mobile', label: '联系电话', placeholder: '请输入手机号' },
  { name: 'reg_capital', label: '注册资本（元）', placeholder: '如 20000000.00' },
  { name: 'qualification', label: '资质等级', placeholder: '请输入资质等级' },
];

export function CorpDialog({
  corp,
  onClose,
  onDone,
}: {
  corp: Corp | undefined;
  onClose: () => void;
  onDone: () => void;
}) {
  const form = useForm<CorpForm>({ resolver: zodResolver(corpSchema), defaultValues: toForm(corp) });
  const save = useSaveMutation(
    (v: CorpForm) =>
      corp
        ? api.POST('/pc/org/corp/edit', { body: { id: corp.id, ...corpBody(v) } })
        : api.POST('/pc/org/corp/add', { body: corpBody(v) }),
    onDone,
  );
  return (
    <SaveFormDialog
      form={form}
      save={save}
      onClose={onClose}
      title={editTitle('参建企业', corp, (r) => r.corp_name)}
      width={680}
    >
      <div className="grid grid-cols-2 gap-x-4">
        <FormFields form={form} idPrefix="corp-" fields={CORP_FIELDS} />
        <div className="col-span-2">
          <FormTextField form={form} name="address" id="corp-address" label="注册地址" placeholder="请输入注册地址" />
        </div>
      </div>
    </SaveFormDialog>
  );
}

function CorpDetailDialog({ corp, onClose }: { corp: Corp; onClose: () => void }) {
  const detail = useQuery(corpDetailQuery(corp.id));
  const d = detail.data;
  return (
    <ViewDialog title={`企业详情：${corp.corp_name}`} onClose={onClose} width={760}>
      {detail.isPending ? (
        <Loading />
      ) : detail.isError || !d ? (
        <LoadFailed className="justify-center p-6" error={detail.error} fallback="企业详情加载失败" />
      ) : (
        <div className="space-y-3">
          <DetailSection
            title="基本信息"
            columns={2}
            className="p-0 shadow-none"
            items={[
              { label: '企业名称', value: d.corp_name },
              { label: '统一社会信用代码', value: d.credit_code },
              { label: '企业类型', value: <StatusTag table={CORP_TYPES} value={d.corp_type} /> },
              { label: '状态', value: <StatusTag table={CORP_STATUS} value={d.status} /> },
              { label: '法定代表人', value: d.legal_person || '—' },
              { label: '联系人', value: [d.contact_name, d.contact_mobile].filter(Boolean).join(' ') || '—' },
              { label: '注册资本', value: formatMoney(d.reg_capital) },
              { label: '资质等级', value: d.qualification || '—' },
              { label: '安全生产许可证', value: d.safety_license_no || '—' },
              { label: '许可证有效期至', value: formatDate(d.safety_license_expire) || '—' },
              { label: '开户银行', value: d.bank_name || '—' },
              { label: '银行账号', value: d.bank_account || '—' },
              { label: '注册地址', value: d.address || '—', wide: true },
              {
                label: '项目/班组/工人',
                value: `${d.project_count ?? 0} / ${d.team_count ?? 0} / ${d.worker_count ?? 0}`,
              },
              { label: '创建时间', value: formatDate(d.create_time, 'dateTime') || '—' },
            ]}
          />
          <DetailSection title="参建项目" columns={2} className="p-0 shadow-none">
            {d.projects?.length ? (
              <table className="w-full text-sm" aria-label="参建项目">
                <thead className="bg-gray-50 text-left text-gray-600">
                  <tr>
                    <th className="px-3 py-2 font-medium">项目名称</th>
                    <th className="px-3 py-2 font-medium">进场日期</th>
                    <th className="px-3 py-2 text-right font-medium">班组数</th>
                    <th className="px-3 py-2 text-right font-medium">工人数</th>
                  </tr>
                </thead>
                <tbody>
                  {d.projects.map((p) => (
                    <tr key={p.project_id} className="border-t border-line">
                      <td className="px-3 py-2">{p.project_name}</td>
                      <td className="px-3 py-2 whitespace-nowrap">{formatDate(p.enter_date)}</td>
                      <td className="px-3 py-2 text-right tabular-nums">{p.team_count ?? 0}</td>
                      <td className="px-3 py-2 text-right tabular-nums">{p.worker_count ?? 0}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p className="text-sm text-muted">暂无参建项目</p>
            )}
          </DetailSection>
        </div>
      )}
    </ViewDialog>
  );
}
