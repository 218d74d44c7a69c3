// 工资预结算 · 预结算: the pre-settlement records with export, 生成待办, 撤销 and attachments (moved out of
// salary-list-page.tsx).
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { usePagePermission } from '@/session/permissions';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import type { FilterField } from '@/ui/filter-bar';
import { FormDialog } from '@/ui/form-dialog';
import { ListScreen } from '@/ui/list-screen';
import { FormTextField } from '@/ui/form-text-field';
import { useDialogSave } from '@/ui/use-dialog-save';
import { ALL_ROWS, salaryFilter } from './pay-bodies';
import { ExpFiles } from './confirm-dialogs';
import { expRecordColumns } from './salary-exp-columns';
import { type RemoveForm, removeSchema } from './pay-forms';
import { EXP_TYPE, expRoute, optionsOf } from './pay-status';
import { EXP_STATUS } from '@/domain/wage-exp-confirm';
import { invalidateOperation } from '@site/sdk/query/common';

type S = components['schemas'];

type Exp = S['WagesExpRecord'];

const EXP_KEY = 'pageSalaryExpRecords';

export const SALARY_FILTERS = (status: FilterField['options'], type: FilterField['options']): FilterField[] => [
  { name: 'projectName', label: '项目名称' },
  { name: 'period', label: '工资周期', type: 'month' },
  { name: 'status', label: '状态', type: 'select', options: status ?? [] },
  { name: 'type', label: '类型', type: 'select', options: type ?? [] },
];

export function ExpRecords() {
  const perm = usePagePermission();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<Exp | null>(null);
  const [todo, setTodo] = useState<Exp | null>(null);
  const [removing, setRemoving] = useState<Exp | null>(null);
  const canStart = perm.can('start') && perm.hasPerm('wages:start');
  const canRemove = perm.can('delete') && perm.hasPerm('wages:remove');
  const filters = useMemo(() => SALARY_FILTERS(optionsOf(EXP_STATUS), optionsOf(EXP_TYPE)), []);
  const columns = useMemo(
    () =>
      expRecordColumns({
        canStart,
        canRemove,
        onOpen: (e) => navigate(expRoute(e)),
        onFiles: setFiles,
        onTodo: setTodo,
        onRemove: setRemoving,
      }),
    [navigate, canStart, canRemove],
  );

  return (
    <>
      <ListScreen<Exp>
        id="wages-exp-records"
        title="工资预结算"
        filters={filters}
        columns={columns}
        operation={EXP_KEY}
        rowId={(e) => String(e.id)}
        load={async ({ page, size, filters: values, signal }) => {
          const env = await api.POST('/star/salaryExpList/page', {
            body: { pageNum: page, pageSize: size, ...salaryFilter(values) },
            signal,
          });
          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
        }}
        exportFile={
          perm.hasPerm('wages:export')
            ? (values) => api.POST('/star/salaryExpList/exportPage', { body: { ...ALL_ROWS, ...salaryFilter(values) } })
            : undefined
        }
      />
      {files ? (
        <ExpFiles
          expId={files.id}
          title={`预结算附件：${files.projectName ?? ''} ${files.period}`}
          onClose={() => setFiles(null)}
        />
      ) : null}
      <TodoConfirm todo={todo} onClose={() => setTodo(null)} />
      {removing ? (
        <RemoveDialog
          exp={removing}
          onClose={() => setRemoving(null)}
          onDone={() => {
            setRemoving(null);
            void invalidateOperation(queryClient, EXP_KEY);
            void invalidateOperation(queryClient, 'pageSalaryInitiateTasks');
          }}
        />
      ) : null}
    </>
  );
}

/** 生成待办 of a pre-settlement: the company and team fill-in and confirmation to-dos. */
function TodoConfirm({ todo, onClose }: { todo: Exp | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const initTodo = useMutation({
    mutationFn: (e: Exp) =>
      api.POST('/star/salaryExpWorkerList/initTodo', { body: { proInstId: e.proInstId, expId: e.id } }),
    onSuccess: (env) => {
      const d = env.data;
      toast.success(
        d
          ? `${env.msg || '操作成功'}：生成参建单位待办 ${d.companyTodoCount} 个、班组待办 ${d.teamTodoCount} 个`
          : env.msg,
        { duration: TOAST_MS },
      );
      onClose();
      void invalidateOperation(queryClient, EXP_KEY);
    },
  });

  return (
    <ConfirmDialog
      open={todo !== null}
      onOpenChange={(o) => !o && onClose()}
      title="生成待办"
      message={
        todo
          ? `为「${todo.projectName ?? ''}」${todo.period} 的预结算涉及的参建单位与班组生成填报、确认待办吗？已存在的待办不会重复生成。`
          : ''
      }
      confirmText="生成"
      onConfirm={() => todo && initTodo.mutate(todo)}
    />
  );
}

function RemoveDialog({ exp, onClose, onDone }: { exp: Exp; onClose: () => void; onDone: () => void }) {
  const { form, dialog } = useDialogSave<RemoveForm>({
    resolver: zodResolver(removeSchema),
    defaultValues: { reason: '' },
    save: (v) =>
      api.POST('/star/salaryExpList/removeTask', {
        body: { id: exp.id, proInstId: exp.proInstId, reason: v.reason.trim() },
      }),
    success: '工资任务已撤销',
    onClose,
    onDone,
  });
  return (
    <FormDialog {...dialog} title="撤销工资任务" confirmText="撤销">
      <p className="text-sm text-gray-600">
        撤销「{exp.projectName}」{exp.period} 的工资预结算（{exp.proInstId}）后，流程终止，已生成的待办一并删除。
      </p>
      <FormTextField
        form={form}
        name="reason"
        id="remove-reason"
        label="撤销原因"
        required
        rows={0}
        placeholder="请写明撤销原因"
      />
    </FormDialog>
  );
}
