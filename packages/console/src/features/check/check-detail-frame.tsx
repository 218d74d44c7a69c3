// The frame of a check's 详情 dialog (检查单、点位检查、专项检查): the row's fields under its name and state tag, then
// what waits for the detail call (the problems and the flow).
import type { ReactNode } from 'react';
import { DetailSection, type DetailItem } from '@/ui/detail-page';
import { ViewDialog } from '@/ui/view-dialog';
import { DetailBody } from './check-parts';

export function CheckDetailFrame({
  title,
  heading,
  state,
  items,
  detail,
  onClose,
  children,
}: {
  title: string;
  heading: ReactNode;
  state: ReactNode;
  items: DetailItem[];
  /** The detail call: the part below the fields waits for it. */
  detail: { isPending: boolean; error: unknown };
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <ViewDialog title={title} width={860} onClose={onClose}>
      <DetailSection className="p-0 shadow-none" title={heading} extra={state} columns={2} items={items} />
      <DetailBody pending={detail.isPending} error={detail.error}>
        {children}
      </DetailBody>
    </ViewDialog>
  );
}
