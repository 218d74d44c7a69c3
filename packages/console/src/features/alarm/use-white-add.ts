// The state of 添加白名单 (white-add-dialog.tsx): the form, the people found for the keyword, the project's
// forbidden points, checking a person or a point on and off, and saving.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import dayjs from 'dayjs';
import { api } from '@/platform/api';
import { useSaveMutation } from '@/ui/save-form-dialog';
import { orgSelectTreeQuery } from '@/session/org-tree-query';
import { projectsOf } from './alarm-codes';
import { forbiddenPointOptionsQuery, whiteCandidatesQuery } from './alarm-queries';
import { whiteAddBody, whiteAddSchema, type WhiteAddForm } from './white-list-rules';

export function useWhiteAdd(projectId: number | undefined, onDone: () => void) {
  const today = dayjs().format('YYYY-MM-DD');
  const form = useForm<WhiteAddForm>({
    resolver: zodResolver(whiteAddSchema),
    defaultValues: {
      projectId: projectId ? String(projectId) : '',
      personType: '',
      personIds: [],
      forbiddenPointIds: [],
      startDate: today,
      endDate: dayjs().add(7, 'day').format('YYYY-MM-DD'),
      reason: '',
    },
  });
  const { isSubmitted } = form.formState;
  const [keyword, setKeyword] = useState('');
  const { control } = form;
  const chosenProject = Number(useWatch({ control, name: 'projectId' })) || 0;
  const personType = useWatch({ control, name: 'personType' });
  const personIds = useWatch({ control, name: 'personIds' });
  const pointIds = useWatch({ control, name: 'forbiddenPointIds' });
  const tree = useQuery({ ...orgSelectTreeQuery(), enabled: !projectId });
  const projects = projectsOf(tree.data);
  const candidates = useQuery({
    ...whiteCandidatesQuery({ projectId: chosenProject, personType: Number(personType) || 0, keyword: keyword.trim() }),
    enabled: chosenProject > 0,
  });
  const points = useQuery({ ...forbiddenPointOptionsQuery({ projectId: chosenProject }), enabled: chosenProject > 0 });
  const toggle = (name: 'personIds' | 'forbiddenPointIds', id: number) => {
    const current = form.getValues(name);
    const next = current.includes(id) ? current.filter((x) => x !== id) : [...current, id];
    form.setValue(name, next, { shouldValidate: isSubmitted, shouldDirty: true });
  };
  const save = useSaveMutation(
    (v: WhiteAddForm) => api.POST('/starSafety/alertWhite/add', { body: whiteAddBody(v) }),
    onDone,
    '已加入白名单',
  );
  return { form, keyword, setKeyword, chosenProject, personIds, pointIds, projects, candidates, points, toggle, save };
}

export type WhiteAdd = ReturnType<typeof useWhiteAdd>;
