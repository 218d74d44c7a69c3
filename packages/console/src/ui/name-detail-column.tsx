// The 姓名 column of a list of people: the name, bold, over a small grey line about the person (the mobile, the
// ID card, or sex · age · native place); always shown.
import type { ReactNode } from 'react';
import type { ColumnDef } from '@tanstack/react-table';

export function nameDetailColumn<R extends { name?: string }>(detail: (row: R) => ReactNode): ColumnDef<R, unknown> {
  return {
    id: 'name',
    header: '姓名',
    enableHiding: false,
    cell: ({ row }) => <NameOverDetail name={row.original.name} detail={detail(row.original)} />,
  };
}

function NameOverDetail({ name, detail }: { name: string | undefined; detail: ReactNode }) {
  return (
    <div className="flex flex-col whitespace-nowrap">
      <span className="font-medium text-gray-900">{name}</span>
      <span className="text-xs text-gray-500">{detail}</span>
    </div>
  );
}

/** The parts of the grey line that are known, joined by ' · '. */
export const joinKnown = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' · ');
