// 被诉案件 (001 §7.9 accusedCase/numberList): cases against the group by keyword, organisation, quarter, hearing
// type and handler, with the court read from the case number (dict legal_court) and the coming hearing;
// 查看案件 (power bit 256) shows the case and its project; 基础数据 lists the case statuses, dispute types and courts.
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { BookOpen } from 'lucide-react';
import type { components } from '@site/sdk';
import { formatDate } from '@/lib/dates';
import { usePagePermission } from '@/session/permissions';
import { Button } from '@/ui/button';
import { DetailSection } from '@/ui/detail-page';
import type { FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { Nowrap, StatusTag, Tag } from '@/ui/status-tag';
import { ViewDialog } from '@/ui/view-dialog';
import { courtOf, daysUntil, HEAR_TYPE, nameContains, pageOf, recentQuarters } from './legal-model';
import {
  legalDictQuery,
  legalHandlersQuery,
  legalHearTypesQuery,
  legalOrgsQuery,
  legalStatusesQuery,
  legalTypesQuery,
  loadAccusedCases,
} from './legal-queries';
import { ProjectContext } from './project-context';

type Case = components['schemas']['LegalAccusedCaseOption'];

function HearTime({ time }: { time: string | null | undefined }) {
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

export default function AccusedCasePage() {
  const perm = usePagePermission();
  const orgs = useQuery(legalOrgsQuery());
  const handlers = useQuery(legalHandlersQuery());
  const hearTypes = useQuery(legalHearTypesQuery());
  const courts = useQuery(legalDictQuery('legal_court'));
  const [viewing, setViewing] = useState<Case | null>(null);
  const [showBase, setShowBase] = useState(false);
  const quarters = useMemo(() => recentQuarters(new Date()), []);
  const hearLabel = useMemo(
    () => new Map((hearTypes.data ?? []).map((h) => [String(h.value), h.label])),
    [hearTypes.data],
  );
  const courtList = courts.data;

  const filters = useMemo<FilterField[]>(
    () => [
      { name: 'keyword', label: '关键字', placeholder: '案号或案件名称' },
      {
        name: 'orgId',
        label: '所属组织',
        type: 'select',
        options: (orgs.data ?? []).map((o) => ({ value: String(o.orgId), label: o.orgName })),
      },
      {
        name: 'hearType',
        label: '庭审类型',
        type: 'select',
        options: (hearTypes.data ?? []).map((h) => ({ value: String(h.value), label: h.label })),
      },
      { name: 'quarterNo', label: '季度', type: 'select', options: quarters.map((q) => ({ value: q, label: q })) },
      {
        name: 'personName',
        label: '承办人',
        type: 'select',
        options: (handlers.data ?? []).map((a) => ({ value: a.userName, label: a.userName })),
      },
    ],
    [orgs.data, hearTypes.data, quarters, handlers.data],
  );

  const columns = useMemo<ColumnDef<Case, unknown>[]>(
    () => [
      { id: 'accusedCaseNo', header: '案号', cell: ({ row }) => <Nowrap>{row.original.accusedCaseNo}</Nowrap> },
      {
        id: 'accusedCaseName',
        header: '案件名称',
        cell: ({ row }) => (
          <span className="block min-w-56 max-w-72 text-gray-900">{row.original.accusedCaseName}</span>
        ),
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
      { id: 'orgName', header: '所属组织', cell: ({ row }) => <Nowrap>{row.original.orgName}</Nowrap> },
      { id: 'personName', header: '承办人', cell: ({ row }) => <Nowrap>{row.original.personName}</Nowrap> },
      { id: 'quarterNo', header: '季度', cell: ({ row }) => <Nowrap>{row.original.quarterNo}</Nowrap> },
      {
        id: 'actions',
        header: '操作',
        enableHiding: false,
        cell: ({ row }) =>
          perm.can('showProtocol') ? (
            <Button size="sm" variant="link" onClick={() => setViewing(row.original)}>
              查看案件
            </Button>
          ) : (
            <span className="text-muted">—</span>
          ),
      },
    ],
    [perm, courtList, hearLabel],
  );

  return (
    <>
      <ListScreen<Case>
        id="legal-accused-cases"
        title="被诉案件"
        filters={filters}
        columns={columns}
        operation="listLegalAccusedCaseNos"
        rowId={(c) => c.accusedCaseNo}
        toolbar={
          <Button onClick={() => setShowBase(true)}>
            <BookOpen />
            基础数据
          </Button>
        }
        load={async ({ page, size, filters: f, signal }) => {
          const env = await loadAccusedCases(
            {
              ...(f.keyword ? { keyword: f.keyword } : {}),
              ...(f.orgId ? { orgId: Number(f.orgId) } : {}),
              ...(f.quarterNo ? { quarterNo: f.quarterNo } : {}),
              ...(f.hearType ? { hearType: Number(f.hearType) } : {}),
            },
            signal,
          );
          // 承办人 is not a parameter of the call: kept client-side over the whole (unpaged) answer.
          return pageOf(
            nameContains(env.data ?? [], (c) => c.personName, f.personName),
            page,
            size,
          );
        }}
      />
      {viewing ? (
        <ViewDialog title={`被诉案件：${viewing.accusedCaseNo}`} onClose={() => setViewing(null)} width={720}>
          <div className="flex flex-col gap-4">
            <DetailSection
              title="案件信息"
              columns={2}
              className="p-0 shadow-none"
              items={[
                { label: '案号', value: viewing.accusedCaseNo },
                { label: '受理机构', value: courtOf(viewing.accusedCaseNo, courtList ?? []) ?? '—' },
                { label: '案件名称', value: viewing.accusedCaseName, wide: true },
                {
                  label: '庭审类型',
                  value: (
                    <StatusTag
                      table={HEAR_TYPE}
                      value={viewing.hearType}
                      fallback={viewing.hearType ? hearLabel.get(String(viewing.hearType)) : undefined}
                    />
                  ),
                },
                { label: '开庭时间', value: <HearTime time={viewing.hearTime} /> },
                { label: '所属组织', value: viewing.orgName ?? '—' },
                { label: '承办人', value: viewing.personName ?? '—' },
                { label: '季度', value: viewing.quarterNo ?? '—' },
              ]}
            />
            {viewing.projectName ? <ProjectContext projectName={viewing.projectName} /> : null}
          </div>
        </ViewDialog>
      ) : null}
      {showBase ? <BaseDataDialog onClose={() => setShowBase(false)} /> : null}
    </>
  );
}

function BaseDataDialog({ onClose }: { onClose: () => void }) {
  const statuses = useQuery(legalStatusesQuery('accusedCase'));
  const types = useQuery(legalTypesQuery('accusedCase'));
  const courts = useQuery(legalDictQuery('legal_court'));
  return (
    <ViewDialog title="被诉案件基础数据" onClose={onClose}>
      <div className="flex flex-col gap-4">
        <DetailSection title="办理状态" className="p-0 shadow-none">
          <div className="flex flex-wrap gap-2">
            {(statuses.data ?? []).map((s) => (
              <Tag key={String(s.value)} tag={{ label: s.label, tone: 'primary' }} />
            ))}
          </div>
        </DetailSection>
        <DetailSection title="纠纷类型" className="p-0 shadow-none">
          <div className="flex flex-wrap gap-2">
            {(types.data ?? []).map((t) => (
              <Tag key={String(t.value)} tag={{ label: t.label, tone: 'warning' }} />
            ))}
          </div>
        </DetailSection>
        <DetailSection title="受理法院与仲裁机构" className="p-0 shadow-none">
          <ul className="divide-y divide-line rounded border border-line text-sm">
            {(courts.data ?? []).map((c) => (
              <li key={c.dictValue} className="flex items-center gap-3 px-3 py-2">
                <span className="w-12 font-mono text-xs text-gray-400">{c.dictValue}</span>
                <span className="flex-1 text-gray-800">{c.dictLabel}</span>
                {c.remark ? <span className="text-xs text-gray-500">{c.remark}</span> : null}
              </li>
            ))}
          </ul>
        </DetailSection>
      </div>
    </ViewDialog>
  );
}
