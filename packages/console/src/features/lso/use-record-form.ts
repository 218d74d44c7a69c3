// The state of 新增作业记录 (record-dialogs.tsx): the form with its problems, the lists its choices depend on and
// the submission.
import { useQuery } from '@tanstack/react-query';
import { useSaveMutation } from '@/ui/save-form-dialog';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { api } from '@/platform/api';
import { recordBody, recordFormSchema, type RecordForm } from './lso-model';
import { areaOptionsQuery, jobOptionsQuery } from './lso-queries';

export type RecordFormState = ReturnType<typeof useRecordForm>;

export function useRecordForm(projectId: number | undefined, onDone: () => void) {
  const form = useForm<RecordForm>({
    resolver: zodResolver(recordFormSchema),
    defaultValues: {
      projectId: projectId ? String(projectId) : '',
      recordType: '',
      jobId: '',
      areaId: '',
      recordTime: '',
      content: '',
      problems: [],
      images: [],
    },
  });
  const problems = useFieldArray({ control: form.control, name: 'problems' });
  const chosenProject = Number(useWatch({ control: form.control, name: 'projectId' })) || undefined;
  const recordType = useWatch({ control: form.control, name: 'recordType' });
  const images = useWatch({ control: form.control, name: 'images' });
  const areas = useQuery(areaOptionsQuery(chosenProject));
  const jobs = useQuery({
    ...jobOptionsQuery(chosenProject),
    enabled: chosenProject !== undefined && recordType === '2',
  });
  const save = useSaveMutation(
    (v: RecordForm) => api.POST('/starSafety/lso/record/add', { body: recordBody(v) }),
    onDone,
    '新增成功',
  );
  const { errors } = form.formState;
  return { form, problems, chosenProject, recordType, images, areas, jobs, save, errors };
}
