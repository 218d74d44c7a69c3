// 被诉案件's list (accused-case-page.tsx): how it is loaded, the filters, the columns and the hearing time cell.
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import { formatDate } from '@/lib/dates';
import type { FilterField } from '@/ui/filter-bar';
import type { ListScreenProps } from '@/ui/list-screen';
import { Nowrap, StatusTag, Tag } from '@/ui/status-tag';
import { courtOf, daysUntil, HEAR_TYPE } from './legal-model';
import { loadAccusedCases } from './legal-queries';
import { handlerFilter, handlerPage, numberListQuery, orgFilter, ProtocolAction, quarterFilter } from './legal-list';
import { textColumn } from '@/ui/field-columns';

export type Case = components['schemas']['LegalAccusedCaseOption'];
export type Courts = Parameters<typeof courtOf>[1];
type Option = { value: string | number; label: string };

export function HearTime({ time }: { time: string | null | undefined }) {
  if (!time) return <span className="text-muted">待定</span>;
  const days = daysUntil(time, new Date());
  return (
    <span className="flex items-center gap-1.5 whitespace-nowrap">
      {formatDate(time, 'dateTime')}
      {days !== undefined && days >= 0 && days <= 7 ? (
        <Tag tag={{ label: days === 0 ? '今天' : `${days}天后`, tone: 'danger' }} />
      ) : null}
    </span>
  );
}

export const loadCaseRows: ListScreenProps<Case>['load'] = async ({ page, size, filters: f, signal }) => {
  const env = await loadAccusedCases(
    {
      ...numberListQuery(f),
      ...(f.hearType ? { hearType: Number(f.hearType) } : {}),
    },
    signal,
  );
  return handlerPage(env.data, f.personName, page, size);
};

export const caseFilters = (
  orgs: { orgId: number; orgName: string }[] | undefined,
  hearTypes: Option[] | undefined,
  quarters: string[],
  handlers: { userName: string }[] | undefined,
): FilterField[] => [
  { name: 'keyword', label: '关键字', placeholder: '案号或案件名称' },
  orgFilter(orgs),
  {
    name: 'hearType',
    label: '庭审类型',
    type: 'select',
    options: (hearTypes ?? []).map((h) => ({ value: String(h.value), label: h.label })),
  },
  quarterFilter(quarters),
  handlerFilter(handlers),
];

export const caseColumns = (
  courtList: Courts | undefined,
  hearLabel: Map<string, string>,
  mayView: boolean,
  onView: (c: Case) => void,
): ColumnDef<Case, unknown>[] => [
  textColumn('accusedCaseNo', '案号'),
  {
    id: 'accusedCaseName',
    header: '案件名称',
    cell: ({ row }) => <span className="block min-w-56 max-w-72 text-gray-900">{row.original.accusedCaseName}</span>,
  },
  {
    id: 'court',
    header: '受理机构',
    cell: ({ row }) => <Nowrap>{courtOf(row.original.accusedCaseNo, courtList ?? [])}</Nowrap>,
  },
  {
    id: 'hearType',
    header: '庭审类型',
    cell: ({ row }) => {
      const v = row.original.hearType;
      const label = v === undefined ? undefined : hearLabel.get(String(v));
      return <StatusTag table={HEAR_TYPE} value={v} fallback={label} />;
    },
  },
  { id: 'hearTime', header: '开庭时间', cell: ({ row }) => <HearTime time={row.original.hearTime} /> },
  { id: 'projectName', header: '项目', cell: ({ row }) => row.original.projectName ?? '—' },
  textColumn('orgName', '所属组织'),
  textColumn('personName', '承办人'),
  textColumn('quarterNo', '季度'),
  {
    id: 'actions',
    header: '操作',
    enableHiding: false,
    cell: ({ row }) => <ProtocolAction allowed={mayView} label="查看案件" onClick={() => onView(row.original)} />,
  },
];
