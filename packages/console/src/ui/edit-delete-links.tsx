// The 操作 cell of a list whose rows are only edited and deleted: 编辑 and 删除 as link buttons, each shown when the
// page's permission bits allow it.
import { Button } from './button';

export function EditDeleteLinks({
  canEdit,
  canDelete,
  onEdit,
  onDelete,
}: {
  canEdit: boolean;
  canDelete: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="flex gap-3">
      {canEdit ? (
        <Button size="sm" variant="link" onClick={onEdit}>
          编辑
        </Button>
      ) : null}
      {canDelete ? (
        <Button size="sm" variant="link" className="text-danger" onClick={onDelete}>
          删除
        </Button>
      ) : null}
    </div>
  );
}
