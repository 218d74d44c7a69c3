// 律师函's list (lawyer-letter-page.tsx): how it is loaded, the filters and the columns.
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import type { FilterField } from '@/ui/filter-bar';
import type { ListScreenProps } from '@/ui/list-screen';
import { Tag } from '@/ui/status-tag';
import { loadLawyerLetters } from './legal-queries';
import { handlerFilter, handlerPage, numberListQuery, orgFilter, ProtocolAction, quarterFilter } from './legal-list';
import { textColumn } from '@/ui/field-columns';

export type Letter = components['schemas']['LegalLawyerLetterOption'];

export const loadLetterRows: ListScreenProps<Letter>['load'] = async ({ page, size, filters: f, signal }) => {
  const env = await loadLawyerLetters(
    {
      ...numberListQuery(f),
      ...(f.projectName ? { projectName: f.projectName } : {}),
    },
    signal,
  );
  return handlerPage(env.data, f.personName, page, size);
};

export const letterFilters = (
  orgs: { orgId: number; orgName: string }[] | undefined,
  quarters: string[],
  projects: { projectName: string }[] | undefined,
  handlers: { userName: string }[] | undefined,
): FilterField[] => [
  { name: 'keyword', label: '关键字', placeholder: '律师函编号或标题' },
  orgFilter(orgs),
  quarterFilter(quarters),
  {
    name: 'projectName',
    label: '项目',
    type: 'select',
    searchable: true,
    options: (projects ?? []).map((p) => ({ value: p.projectName, label: p.projectName })),
  },
  handlerFilter(handlers),
];

export const letterColumns = (mayView: boolean, onView: (l: Letter) => void): ColumnDef<Letter, unknown>[] => [
  textColumn('lawyerLetterNo', '律师函编号'),
  {
    id: 'letterTitle',
    header: '标题',
    cell: ({ row }) => <span className="block min-w-56 max-w-80 text-gray-900">{row.original.letterTitle ?? '—'}</span>,
  },
  {
    id: 'quarterNo',
    header: '季度',
    cell: ({ row }) => (
      <Tag tag={row.original.quarterNo ? { label: row.original.quarterNo, tone: 'primary' } : undefined} />
    ),
  },
  { id: 'projectName', header: '项目', cell: ({ row }) => row.original.projectName },
  textColumn('orgName', '所属组织'),
  textColumn('personName', '承办人'),
  {
    id: 'actions',
    header: '操作',
    enableHiding: false,
    cell: ({ row }) => <ProtocolAction allowed={mayView} label="查看函件" onClick={() => onView(row.original)} />,
  },
];
