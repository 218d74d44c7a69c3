// 流程定义 (001 §7.10 /flw/flwprocdef/*, menu flow/procdef): paged list with filters; add and edit in a dialog
// (category, module and form selects, then the process nodes in order with their type, assignee type, assignee and
// approval mode); delete after a confirmation. Buttons by the page's power bits.
import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { toast } from 'sonner';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { formatDate } from '@/lib/dates';
import { usePagePermission } from '@/session/permissions';
import { Button } from '@/ui/button';
import { DeleteConfirm, useRowDelete } from '@/ui/delete-confirm';
import type { FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { Nowrap, StatusTag } from '@/ui/status-tag';
import { categoryTreeQuery, modulesQuery } from './flow-queries';
import { optionsOf, PROC_STATUS, treeOptions, type FlowProcDef } from './flow-rules';
import { invalidateOperation } from '@site/sdk/query/common';
import { EditProcDef, ProcDefDialog } from './procdef-dialog';
import { linksColumn } from '@/ui/links-column';

const KEY = 'pageWorkflowProcDefs';

export default function ProcdefPage() {
  const perm = usePagePermission();
  const queryClient = useQueryClient();
  const categories = useQuery(categoryTreeQuery());
  const modules = useQuery(modulesQuery());
  const [editing, setEditing] = useState<FlowProcDef | 'new' | null>(null);
  const del = useRowDelete<FlowProcDef>({
    run: (row) => api.POST('/flw/flwprocdef/del', { body: { id: row.id } }),
    done: '流程定义已删除',
    invalidate: KEY,
  });
  const askDelete = del.ask;

  const filters = useMemo<FilterField[]>(
    () => [
      { name: 'procName', label: '流程名称' },
      { name: 'categoryId', label: '流程分类', type: 'select', options: treeOptions(categories.data) },
      {
        name: 'moduleCode',
        label: '业务模块',
        type: 'select',
        options: (modules.data ?? []).map((m) => ({ value: m.moduleCode, label: m.moduleName })),
      },
      { name: 'status', label: '状态', type: 'select', options: optionsOf(PROC_STATUS) },
    ],
    [categories.data, modules.data],
  );

  const columns = useMemo<ColumnDef<FlowProcDef, unknown>[]>(
    () => [
      {
        id: 'procName',
        header: '流程名称',
        enableHiding: false,
        cell: ({ row }) => (
          <div className="min-w-48">
            <p className="font-medium text-gray-900">{row.original.procName}</p>
            <p className="font-mono text-xs text-muted">{row.original.procKey}</p>
          </div>
        ),
      },
      { id: 'categoryName', header: '流程分类', cell: ({ row }) => <Nowrap>{row.original.categoryName}</Nowrap> },
      { id: 'moduleName', header: '业务模块', cell: ({ row }) => <Nowrap>{row.original.moduleName}</Nowrap> },
      { id: 'formName', header: '表单', cell: ({ row }) => <Nowrap>{row.original.formName}</Nowrap> },
      {
        id: 'version',
        header: '版本',
        cell: ({ row }) => <span className="tabular-nums">v{row.original.version ?? 1}</span>,
      },
      {
        id: 'nodeCount',
        header: '节点数',
        cell: ({ row }) => <span className="tabular-nums">{row.original.nodeCount ?? 0}</span>,
      },
      {
        id: 'status',
        header: '状态',
        cell: ({ row }) => <StatusTag table={PROC_STATUS} value={row.original.status} />,
      },
      { id: 'createBy', header: '创建人', cell: ({ row }) => <Nowrap>{row.original.createBy}</Nowrap> },
      {
        id: 'updateTime',
        header: '最后修改',
        cell: ({ row }) => <Nowrap>{formatDate(row.original.updateTime, 'dateTime')}</Nowrap>,
      },
      linksColumn<FlowProcDef>([
        { text: '编辑', show: perm.can('edit'), onClick: setEditing },
        { text: '删除', show: perm.can('delete'), tone: 'danger', onClick: askDelete },
      ]),
    ],
    [perm, askDelete],
  );

  return (
    <>
      <ListScreen<FlowProcDef>
        id="flow-procdefs"
        title="流程定义"
        filters={filters}
        columns={columns}
        operation={KEY}
        rowId={(d) => String(d.id)}
        toolbar={
          perm.can('add') ? (
            <Button variant="primary" onClick={() => setEditing('new')}>
              <Plus />
              新增流程
            </Button>
          ) : null
        }
        load={async ({ page, size, filters: f, signal }) => {
          const env = await api.POST('/flw/flwprocdef/page', {
            body: {
              pageNum: page,
              pageSize: size,
              ...(f.procName ? { procName: f.procName } : {}),
              ...(f.categoryId ? { categoryId: Number(f.categoryId) } : {}),
              ...(f.moduleCode ? { moduleCode: f.moduleCode } : {}),
              ...(f.status !== undefined && f.status !== '' ? { status: Number(f.status) as 0 | 1 | 2 } : {}),
            },
            signal,
          });
          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
        }}
      />
      {editing === 'new' ? (
        <ProcDefDialog
          def={null}
          onClose={() => setEditing(null)}
          onDone={(msg) => {
            setEditing(null);
            toast.success(msg || '流程定义已新增', { duration: TOAST_MS });
            void invalidateOperation(queryClient, KEY);
          }}
        />
      ) : editing ? (
        <EditProcDef
          id={editing.id}
          onClose={() => setEditing(null)}
          onDone={(msg) => {
            setEditing(null);
            toast.success(msg || '流程定义已保存', { duration: TOAST_MS });
            void invalidateOperation(queryClient, KEY);
            void invalidateOperation(queryClient, 'getWorkflowProcDef');
          }}
        />
      ) : null}
      <DeleteConfirm
        del={del}
        title="删除流程定义"
        message={(d) => `确定删除流程“${d.procName}”吗？仅草稿或已停用且无进行中实例的流程可删除。`}
      />
    </>
  );
}
