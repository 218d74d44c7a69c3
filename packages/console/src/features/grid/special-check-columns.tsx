// The special-check ledger's columns (专项检查): 详情 always, 启动 and 撤回 by the check's state and power bits.
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import { formatDate } from '@/lib/dates';
import { Button } from '@/ui/button';
import { Nowrap, Tag } from '@/ui/status-tag';
import { titleColumn } from '@/ui/two-lines';
import { checkStatusColumn, troublesColumn } from './check-count-columns';
import { SPECIAL_TYPES, canBackoutSpecial, canStartSpecial } from './grid-setup-codes';

type Special = components['schemas']['GridSpecialCheck'];

export interface SpecialRowActions {
  can: (bit: 'start' | 'return') => boolean;
  view: (s: Special) => void;
  start: (s: Special) => void;
  backout: (s: Special) => void;
}

export function specialColumns(on: SpecialRowActions): ColumnDef<Special, unknown>[] {
  return [
    titleColumn<Special>('specialName', '专项检查', 'min-w-52', (r) => r.specialNo),
    {
      id: 'specialType',
      header: '专项类型',
      cell: ({ row }) => (
        <Tag
          tag={{
            label: SPECIAL_TYPES[row.original.specialType] ?? row.original.specialTypeName ?? '—',
            tone: 'primary',
          }}
        />
      ),
    },
    { id: 'orgName', header: '发起组织', cell: ({ row }) => <Nowrap>{row.original.orgName}</Nowrap> },
    { id: 'leaderName', header: '检查组组长', cell: ({ row }) => <Nowrap>{row.original.leaderName}</Nowrap> },
    {
      id: 'period',
      header: '检查时间',
      cell: ({ row }) => (
        <Nowrap>
          {formatDate(row.original.startDate)} ~ {formatDate(row.original.endDate)}
        </Nowrap>
      ),
    },
    {
      id: 'projects',
      header: '已检查/涉及项目',
      cell: ({ row }) => (
        <span className="whitespace-nowrap tabular-nums">
          {row.original.checkedProjectCount ?? 0} / {row.original.projectCount ?? 0}
        </span>
      ),
    },
    troublesColumn<Special>(),
    checkStatusColumn<Special>(),
    {
      id: 'actions',
      header: '操作',
      enableHiding: false,
      cell: ({ row }) => {
        const s = row.original;
        return (
          <div className="flex gap-3">
            <Button size="sm" variant="link" onClick={() => on.view(s)}>
              详情
            </Button>
            {on.can('start') && canStartSpecial(s.status) ? (
              <Button size="sm" variant="link" className="text-success" onClick={() => on.start(s)}>
                启动
              </Button>
            ) : null}
            {on.can('return') && canBackoutSpecial(s.status) ? (
              <Button size="sm" variant="link" className="text-danger" onClick={() => on.backout(s)}>
                撤回
              </Button>
            ) : null}
          </div>
        );
      },
    },
  ];
}
