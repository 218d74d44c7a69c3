// 登记隐患's state: the reads it picks from (category tree, the point's check items, companies, positions), the form,
// the check items of the chosen category, what picking one fills in, and the save (addTrouble).
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { api } from '@/platform/api';
import { useDialogSave } from '@/ui/use-dialog-save';
import { addTroubleBody, addTroubleSchema, type AddTroubleForm } from './grid-task-forms';
import { leafGroups } from './grid-task-model';
import { categoryTreeQuery, companyOptionsQuery, pointItemsQuery, positionsQuery } from './grid-task-queries';

export function useAddTrouble({
  taskId,
  pointId,
  projectId,
  onClose,
  onDone,
}: {
  taskId: number;
  pointId: number;
  projectId: number | undefined;
  onClose: () => void;
  onDone: () => void;
}) {
  const tree = useQuery(categoryTreeQuery(projectId));
  const pointItems = useQuery(pointItemsQuery(pointId));
  const companies = useQuery(companyOptionsQuery(projectId));
  const positions = useQuery(positionsQuery(projectId));
  const { form, errors, dialog } = useDialogSave<AddTroubleForm>({
    resolver: zodResolver(addTroubleSchema),
    defaultValues: {
      categoryId: '',
      itemId: '',
      troubleLevel: '',
      description: '',
      companyId: '',
      rectifyUserId: '',
      rectifyDeadline: '',
    },
    save: (v) => api.POST('/grid/ginCheckPointTaskList/addTrouble', { body: addTroubleBody(taskId, v) }),
    success: '隐患已登记',
    onClose,
    onDone,
  });
  const categoryId = useWatch({ control: form.control, name: 'categoryId' });
  const groups = useMemo(() => leafGroups(tree.data ?? []), [tree.data]);
  const items = useMemo(
    () => (pointItems.data ?? []).find((g) => String(g.categoryId) === categoryId)?.items ?? [],
    [pointItems.data, categoryId],
  );
  const pickItem = (id: string) => {
    const item = items.find((i) => String(i.id) === id);
    if (!item) return;
    form.setValue('troubleLevel', String(item.troubleLevel));
    if (item.rectifyDays) form.setValue('rectifyDeadline', dayjs().add(item.rectifyDays, 'day').format('YYYY-MM-DD'));
    if (!form.getValues('description').trim()) form.setValue('description', item.content);
  };
  return { form, errors, dialog, tree, companies, positions, groups, items, pickItem };
}
