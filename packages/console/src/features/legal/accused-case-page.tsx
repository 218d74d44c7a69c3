// 被诉案件 (001 §7.9 accusedCase/numberList): cases against the group by keyword, organisation, quarter, hearing
// type and handler, with the court read from the case number (dict legal_court) and the coming hearing;
// 查看案件 (power bit 256) shows the case and its project; 基础数据 lists the case statuses, dispute types and courts.
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { BookOpen } from 'lucide-react';
import { usePagePermission } from '@/session/permissions';
import { Button } from '@/ui/button';
import { DetailSection } from '@/ui/detail-page';
import { ListScreen } from '@/ui/list-screen';
import { StatusTag, Tag } from '@/ui/status-tag';
import { ViewDialog } from '@/ui/view-dialog';
import { courtOf, HEAR_TYPE, recentQuarters } from './legal-model';
import {
  legalDictQuery,
  legalHandlersQuery,
  legalHearTypesQuery,
  legalOrgsQuery,
  legalStatusesQuery,
  legalTypesQuery,
} from './legal-queries';
import { ProjectContext } from './project-context';
import { caseColumns, caseFilters, HearTime, loadCaseRows, type Case, type Courts } from './accused-case-columns';

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
  const filters = useMemo(
    () => caseFilters(orgs.data, hearTypes.data, quarters, handlers.data),
    [orgs.data, hearTypes.data, quarters, handlers.data],
  );
  const columns = useMemo(
    () => caseColumns(courtList, hearLabel, perm.can('showProtocol'), setViewing),
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
        load={loadCaseRows}
      />
      {viewing ? (
        <CaseDialog viewing={viewing} courtList={courtList} hearLabel={hearLabel} onClose={() => setViewing(null)} />
      ) : null}
      {showBase ? <BaseDataDialog onClose={() => setShowBase(false)} /> : null}
    </>
  );
}

/** 查看案件: the case and its project. */
function CaseDialog({
  viewing,
  courtList,
  hearLabel,
  onClose,
}: {
  viewing: Case;
  courtList: Courts | undefined;
  hearLabel: Map<string, string>;
  onClose: () => void;
}) {
  return (
    <ViewDialog title={`被诉案件：${viewing.accusedCaseNo}`} onClose={onClose} width={720}>
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
