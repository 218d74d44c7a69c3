// 抓拍结果 (001 §7.11 listAiFaceResults): every capture of the period, filtered by 抓拍类型, 分包单位, 班组, 工种 and
// name (the drop-downs come from their own calls); a capture enlarges beside the registered photo, a person's
// photos open by name, and 反馈 (perm ai:feedback) corrects a recognition.
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { usePagePermission } from '@/session/permissions';
import { useDateRange } from '@/lib/use-date-range';
import { formatDate } from '@/lib/dates';
import { Button } from '@/ui/button';
import { DateRangeBar } from '@/ui/date-range-bar';
import type { FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { Nowrap, StatusTag, Tag } from '@/ui/status-tag';
import { CAPTURE_TYPE, FEEDBACK_STATUS, formatPercent, similarityTone } from './ai-model';
import {
  captureTypesQuery,
  listLoaders,
  subcontractsQuery,
  teamsQuery,
  workTypesQuery,
  type FaceResult,
} from './ai-queries';
import { CaptureDialog } from './capture-dialog';
import { FeedbackDialog } from './feedback-dialog';
import { PhotosDialog } from './photos-dialog';
import { SnapPhoto } from './snap-photo';

type Open = { kind: 'capture' | 'feedback'; row: FaceResult } | { kind: 'photos'; name: string } | null;

export default function ResultsPage() {
  const { range, apply } = useDateRange();
  const perm = usePagePermission();
  const [open, setOpen] = useState<Open>(null);
  const types = useQuery(captureTypesQuery());
  const subcontracts = useQuery(subcontractsQuery());
  const teams = useQuery(teamsQuery());
  const workTypes = useQuery(workTypesQuery());

  const filters = useMemo<FilterField[]>(
    () => [
      { name: 'name', label: '姓名' },
      { name: 'captureType', label: '抓拍类型', type: 'select', options: types.data ?? [] },
      { name: 'subcontractId', label: '分包单位', type: 'select', searchable: true, options: subcontracts.data ?? [] },
      { name: 'teamId', label: '班组', type: 'select', searchable: true, options: teams.data ?? [] },
      { name: 'workType', label: '工种', type: 'select', searchable: true, options: workTypes.data ?? [] },
    ],
    [types.data, subcontracts.data, teams.data, workTypes.data],
  );

  const canFeedback = perm.hasPerm('ai:feedback');
  const columns = useMemo<ColumnDef<FaceResult, unknown>[]>(
    () => [
      {
        id: 'snap',
        header: '抓拍图',
        enableHiding: false,
        cell: ({ row }) => (
          <SnapPhoto
            src={row.original.snapUrl}
            alt={`抓拍图 ${row.original.id}`}
            onOpen={() => setOpen({ kind: 'capture', row: row.original })}
          />
        ),
      },
      {
        id: 'captureTime',
        header: '抓拍时间',
        cell: ({ row }) => <Nowrap>{formatDate(row.original.captureTime, 'dateTime')}</Nowrap>,
      },
      {
        id: 'captureType',
        header: '抓拍类型',
        cell: ({ row }) => (
          <StatusTag table={CAPTURE_TYPE} value={row.original.captureType} fallback={row.original.captureTypeName} />
        ),
      },
      {
        id: 'workerName',
        header: '姓名',
        cell: ({ row }) =>
          row.original.workerName ? (
            <span className="font-medium text-gray-900">{row.original.workerName}</span>
          ) : (
            <span className="text-gray-400">未匹配</span>
          ),
      },
      { id: 'idCard', header: '身份证号', cell: ({ row }) => <Nowrap>{row.original.idCard}</Nowrap> },
      { id: 'subcontractName', header: '分包单位', cell: ({ row }) => <Nowrap>{row.original.subcontractName}</Nowrap> },
      { id: 'teamName', header: '班组', cell: ({ row }) => <Nowrap>{row.original.teamName}</Nowrap> },
      { id: 'workType', header: '工种', cell: ({ row }) => <Nowrap>{row.original.workType}</Nowrap> },
      {
        id: 'similarity',
        header: '相似度',
        cell: ({ row }) => (
          <Tag tag={{ label: formatPercent(row.original.similarity), tone: similarityTone(row.original.similarity) }} />
        ),
      },
      {
        id: 'device',
        header: '摄像机 / 点位',
        cell: ({ row }) => (
          <div className="flex flex-col leading-tight">
            <Nowrap>{row.original.deviceName}</Nowrap>
            <span className="text-xs text-gray-400">{row.original.cameraLocation ?? ''}</span>
          </div>
        ),
      },
      {
        id: 'feedbackStatus',
        header: '反馈状态',
        cell: ({ row }) => <StatusTag table={FEEDBACK_STATUS} value={row.original.feedbackStatus} />,
      },
      {
        id: 'actions',
        header: '操作',
        enableHiding: false,
        cell: ({ row }) => {
          const r = row.original;
          return (
            <div className="flex gap-1">
              {r.workerName ? (
                <Button size="sm" variant="link" onClick={() => setOpen({ kind: 'photos', name: r.workerName ?? '' })}>
                  照片
                </Button>
              ) : null}
              {canFeedback ? (
                <Button size="sm" variant="link" onClick={() => setOpen({ kind: 'feedback', row: r })}>
                  反馈
                </Button>
              ) : null}
            </div>
          );
        },
      },
    ],
    [canFeedback],
  );

  return (
    <div className="flex flex-col gap-3">
      <DateRangeBar title="抓拍结果" range={range} onApply={apply}>
        <span>AI 摄像机识别到的每一次人脸抓拍</span>
      </DateRangeBar>
      <ListScreen<FaceResult>
        id="ai-results"
        title="抓拍记录"
        filters={filters}
        columns={columns}
        operation="listAiFaceResults"
        scope={range}
        rowId={(r) => String(r.id)}
        load={listLoaders.face(range)}
      />
      {open?.kind === 'capture' ? <CaptureDialog capture={open.row} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'photos' ? <PhotosDialog name={open.name} period={range} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'feedback' ? (
        <FeedbackDialog
          target={{
            id: open.row.id,
            snapUrl: open.row.snapUrl,
            captureTime: open.row.captureTime,
            name: open.row.workerName,
            similarity: open.row.similarity,
            feedbackStatus: open.row.feedbackStatus,
            place: open.row.cameraLocation,
          }}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </div>
  );
}
