// AI 参建单位 (001 §7.14 /bam-service/ai_company/{page,detail,add,update,delete}, menu system/aiCompany): the
// participating companies registered on the AI face-capture platform, per project; add, edit (from the details)
// and delete after a confirmation.
import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { usePagePermission } from '@/session/permissions';
import { DeleteConfirm, useRowDelete } from '@/ui/delete-confirm';
import type { FilterField } from '@/ui/filter-bar';
import { FormDialog } from '@/ui/form-dialog';
import { ListScreen } from '@/ui/list-screen';
import { Loading } from '@/ui/loading';
import { withCurrentOption } from '@/ui/form-combobox-field';
import { FormFields } from '@/ui/form-fields';
import { SaveFormDialog, useSaveMutation } from '@/ui/save-form-dialog';
import { corpOptionsQuery, projectOptionsQuery } from '@/platform/org-options';
import { aiCompanyDetailQuery } from './system-queries';
import { aiCompanyColumns } from './ai-company-columns';
import { AddButton, useEditing, type ListLoad } from './list-editing';
import { ENABLE_STATUS, optionsOf } from './system-rules';
import { invalidateOperation } from '@site/sdk/query/common';

type AiCompany = components['schemas']['OrgAiCompany'];
type Option = { value: string; label: string };

const KEY = 'pageAiCompanies';

export default function AiCompanyPage() {
  const perm = usePagePermission();
  const queryClient = useQueryClient();
  const projects = useQuery(projectOptionsQuery());
  const corps = useQuery(corpOptionsQuery());
  const { editing, setEditing, close, done } = useEditing<AiCompany>(() => void invalidateOperation(queryClient, KEY));
  const del = useRowDelete<AiCompany>({
    run: (row) => api.POST('/bam-service/ai_company/delete', { body: { id: row.id } }),
    done: '已删除',
    invalidate: KEY,
  });
  const askDelete = del.ask;

  const filters = useMemo<FilterField[]>(
    () => [
      { name: 'companyName', label: '单位名称' },
      { name: 'projectId', label: '所属项目', type: 'select', searchable: true, options: projects.data ?? [] },
      { name: 'status', label: '状态', type: 'select', options: optionsOf(ENABLE_STATUS) },
    ],
    [projects.data],
  );
  const columns = useMemo(
    () => aiCompanyColumns(perm, { edit: setEditing, remove: askDelete }),
    [perm, setEditing, askDelete],
  );

  const choices = { projects: projects.data ?? [], corps: corps.data ?? [] };
  return (
    <>
      <ListScreen<AiCompany>
        id="system-ai-companies"
        title="AI 参建单位"
        filters={filters}
        columns={columns}
        operation={KEY}
        rowId={(c) => String(c.id)}
        toolbar={
          <AddButton show={perm.can('add')} onClick={() => setEditing('new')}>
            新增单位
          </AddButton>
        }
        load={loadAiCompanies}
      />
      {editing === 'new' ? <AiCompanyDialog {...choices} onClose={close} onDone={done} /> : null}
      {editing && editing !== 'new' ? (
        <EditAiCompanyDialog row={editing} {...choices} onClose={close} onDone={done} />
      ) : null}
      <DeleteConfirm
        del={del}
        title="删除 AI 参建单位"
        message={(d) => `确定删除“${d.companyName}”在“${d.projectName}”的登记吗？删除后该单位的抓拍结果不再归属统计。`}
      />
    </>
  );
}

async function loadAiCompanies({ page, size, filters: f, signal }: ListLoad) {
  const env = await api.GET('/bam-service/ai_company/page', {
    params: {
      query: {
        pageNum: page,
        pageSize: size,
        companyName: f.companyName,
        projectId: f.projectId ? Number(f.projectId) : undefined,
        status: f.status ? (Number(f.status) as 0 | 1) : undefined,
      },
    },
    signal,
  });
  return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
}

const schema = z.object({
  projectId: z.string().check(z.minLength(1, '请选择所属项目')),
  companyId: z.string().check(z.minLength(1, '请选择参建企业')),
  platformCode: z.string().check(z.trim(), z.maxLength(50, '平台编码最多50个字符')),
  status: z.boolean(),
  remark: z.string().check(z.trim(), z.maxLength(200, '备注最多200字')),
});
type Form = z.infer<typeof schema>;

interface DialogProps {
  projects: Option[];
  corps: Option[];
  onClose: () => void;
  onDone: () => void;
}

function EditAiCompanyDialog({ row, ...props }: DialogProps & { row: AiCompany }) {
  const detail = useQuery(aiCompanyDetailQuery(row.id));
  if (detail.isPending) {
    return (
      <FormDialog
        open
        onOpenChange={(o) => !o && props.onClose()}
        title="编辑 AI 参建单位"
        onSubmit={(e) => e.preventDefault()}
      >
        <Loading />
      </FormDialog>
    );
  }
  return <AiCompanyDialog {...props} company={detail.data ?? row} />;
}

function AiCompanyDialog({ company, projects, corps, onClose, onDone }: DialogProps & { company?: AiCompany }) {
  const form = useForm<Form>({
    resolver: zodResolver(schema),
    defaultValues: {
      projectId: company ? String(company.projectId) : '',
      companyId: company ? String(company.companyId) : '',
      platformCode: company?.platformCode ?? '',
      status: company ? company.status === 1 : true,
      remark: company?.remark ?? '',
    },
  });
  const save = useSaveMutation((v: Form) => {
    const body = {
      projectId: Number(v.projectId),
      companyId: Number(v.companyId),
      platformCode: v.platformCode || undefined,
      status: (v.status ? 1 : 0) as 0 | 1,
      remark: v.remark || undefined,
    };
    return company
      ? api.POST('/bam-service/ai_company/update', { body: { id: company.id, ...body } })
      : api.POST('/bam-service/ai_company/add', { body });
  }, onDone);
  // The project and the company; one no longer offered still shows under its own name.
  const parties = [
    ['projectId', '所属项目', withCurrentOption(projects, company?.projectId, company?.projectName)],
    ['companyId', '参建企业', withCurrentOption(corps, company?.companyId, company?.companyName)],
  ] as const;
  return (
    <SaveFormDialog
      form={form}
      save={save}
      onClose={onClose}
      title={company ? `编辑 AI 参建单位：${company.companyName}` : '新增 AI 参建单位'}
    >
      <FormFields
        form={form}
        idPrefix="ai-"
        fields={[
          ...parties.map(
            ([name, label, options]) => ({ as: 'combobox', name, label, options, required: true }) as const,
          ),
          { name: 'platformCode', label: '平台编码', placeholder: '如 AIC-1003-01', markInvalid: false },
          { name: 'remark', label: '备注', rows: 0, placeholder: '摄像头位置等', markInvalid: false },
          { as: 'check', name: 'status', label: '启用识别' },
        ]}
      />
    </SaveFormDialog>
  );
}
