// 基础配置 · the list's columns.
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import { RowActions } from '@/ui/row-actions';
import { Nowrap, StatusTag, Tag } from '@/ui/status-tag';
import { TwoLines } from '@/ui/two-lines';
import { CONFIG_LEVEL, PAY_MODE } from './fund-status';
import { whoWhenColumn } from '@/ui/who-when-column';

type Config = components['schemas']['WagesConfigBase'];

const YES = <Tag tag={{ label: '是', tone: 'success' }} />;
const NO = <Tag tag={{ label: '否', tone: 'muted' }} />;

export function baseConfigColumns({
  canEdit,
  canDelete,
  onEdit,
  onDelete,
}: {
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (row: Config) => void;
  onDelete: (row: Config) => void;
}): ColumnDef<Config, unknown>[] {
  return [
    {
      id: 'scope',
      header: '适用范围',
      cell: ({ row }) =>
        row.original.configLevel === 2 ? (
          <TwoLines main={row.original.projectName} sub={row.original.orgName} />
        ) : (
          <TwoLines main={row.original.orgName} sub="组织下项目默认沿用" />
        ),
    },
    {
      id: 'configLevel',
      header: '级别',
      cell: ({ row }) => <StatusTag table={CONFIG_LEVEL} value={row.original.configLevel} />,
    },
    { id: 'payDay', header: '发薪日', cell: ({ row }) => <Nowrap>每月 {row.original.payDay} 日</Nowrap> },
    {
      id: 'attendConfirmDay',
      header: '考勤确认截止',
      cell: ({ row }) => <Nowrap>每月 {row.original.attendConfirmDay} 日</Nowrap>,
    },
    { id: 'payMode', header: '代发方式', cell: ({ row }) => <Nowrap>{PAY_MODE[row.original.payMode]}</Nowrap> },
    {
      id: 'wageAccount',
      header: '工资专户',
      cell: ({ row }) =>
        row.original.wageAccountNo ? (
          <TwoLines
            className="min-w-44"
            main={<span className="font-normal tabular-nums text-gray-700">{row.original.wageAccountNo}</span>}
            sub={row.original.wageBankName}
          />
        ) : (
          <span className="text-muted">—</span>
        ),
    },
    {
      id: 'smsRemind',
      header: '短信提醒',
      cell: ({ row }) =>
        row.original.smsRemind ? (
          <Tag tag={{ label: `提前 ${row.original.remindDaysBefore ?? 0} 天`, tone: 'success' }} />
        ) : (
          <Tag tag={{ label: '关闭', tone: 'muted' }} />
        ),
    },
    {
      id: 'troubleAutoCreate',
      header: '失败转问题工资',
      cell: ({ row }) => (row.original.troubleAutoCreate ? YES : NO),
    },
    { id: 'landAreaName', header: '属地', cell: ({ row }) => <Nowrap>{row.original.landAreaName}</Nowrap> },
    whoWhenColumn<Config>('update', '最后修改', 'updateBy', 'updateTime'),
    {
      id: 'actions',
      header: '操作',
      enableHiding: false,
      cell: ({ row }) =>
        canEdit || canDelete ? (
          <RowActions
            actions={[
              { label: '修改', show: canEdit, onClick: () => onEdit(row.original) },
              { label: '删除', show: canDelete, tone: 'danger', onClick: () => onDelete(row.original) },
            ]}
          />
        ) : (
          <span className="text-muted">—</span>
        ),
    },
  ];
}
