// 异常关系 (001 §7.5 abnormalRelations): grid points whose responsible person no longer fits — left the site, account
// disabled, position changed, not registered under real name — so the person must be replaced; 导出 (grid:export)
// downloads the current filter.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { formatDate } from '@/lib/dates';
import { usePagePermission } from '@/session/permissions';
import { useSession } from '@/platform/session-store';
import type { FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { Nowrap, StatusTag, Tag } from '@/ui/status-tag';
import { abnormalQuery, ABNORMAL_STATUS, ABNORMAL_TYPE, PERSON_TYPE, projectOf, optionsOf } from './grid-task-model';
import { personTypesQuery } from './grid-task-queries';

type Relation = components['schemas']['GridAbnormalRelation'];

const COLUMNS: ColumnDef<Relation, unknown>[] = [
  {
    id: 'personName',
    header: '人员',
    enableHiding: false,
    cell: ({ row }) => <span className="whitespace-nowrap font-medium text-gray-900">{row.original.personName}</span>,
  },
  {
    id: 'personType',
    header: '人员类型',
    cell: ({ row }) => (
      <Tag
        tag={{
          label: row.original.personTypeName || PERSON_TYPE[row.original.personType ?? 0] || '—',
          tone: 'primary',
        }}
      />
    ),
  },
  { id: 'pointName', header: '网格点位', cell: ({ row }) => <Nowrap>{row.original.pointName}</Nowrap> },
  { id: 'projectName', header: '项目', cell: ({ row }) => <Nowrap>{row.original.projectName}</Nowrap> },
  {
    id: 'abnormalType',
    header: '异常类型',
    cell: ({ row }) => (
      <StatusTag table={ABNORMAL_TYPE} value={row.original.abnormalType} fallback={row.original.abnormalTypeName} />
    ),
  },
  {
    id: 'findTime',
    header: '发现时间',
    cell: ({ row }) => <Nowrap>{formatDate(row.original.findTime, 'minute')}</Nowrap>,
  },
  {
    id: 'status',
    header: '处理状态',
    cell: ({ row }) => <StatusTag table={ABNORMAL_STATUS} value={row.original.status} />,
  },
  {
    id: 'handleTime',
    header: '处理时间',
    cell: ({ row }) => (
      <Nowrap>{row.original.handleTime ? formatDate(row.original.handleTime, 'minute') : null}</Nowrap>
    ),
  },
];

export default function AbnormalRelationsPage() {
  const perm = usePagePermission();
  const { identity } = useSession();
  const projectId = projectOf(identity);
  const personTypes = useQuery(personTypesQuery(projectId));
  const filters = useMemo<FilterField[]>(
    () => [
      { name: 'keyword', label: '关键字', placeholder: '点位或人员姓名' },
      {
        name: 'personType',
        label: '人员类型',
        type: 'select',
        options: personTypes.data?.length
          ? personTypes.data.map((o) => ({ value: o.value, label: o.label }))
          : optionsOf(PERSON_TYPE),
      },
      { name: 'abnormalType', label: '异常类型', type: 'select', options: optionsOf(ABNORMAL_TYPE) },
      { name: 'status', label: '处理状态', type: 'select', options: optionsOf(ABNORMAL_STATUS) },
    ],
    [personTypes.data],
  );
  return (
    <ListScreen<Relation>
      id="grid-abnormal-relations"
      title="异常关系"
      filters={filters}
      columns={COLUMNS}
      operation="pageGridAbnormalRelations"
      scope={{ projectId }}
      rowId={(r) => String(r.id)}
      load={async ({ page, size, filters: values, signal }) => {
        const env = await api.POST('/grid/abnormalRelations/list', {
          body: abnormalQuery(values, projectId, { page, limit: size }),
          signal,
        });
        return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
      }}
      exportFile={
        perm.hasPerm('grid:export')
          ? (values) => api.POST('/grid/abnormalRelations/export', { body: abnormalQuery(values, projectId) })
          : undefined
      }
    />
  );
}
