// The state of 申请作业许可 (job-apply-dialog.tsx): the form, the lists its choices depend on, the period check and
// the submission.
import { useState } from 'react';
import { useSaveMutation } from '@/ui/save-form-dialog';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { api } from '@/platform/api';
import { applyBody, periodProblem, type ApplyForm } from './lso-model';
import {
  areaOptionsQuery,
  jobTypesQuery,
  officerOptionsQuery,
  teamOptionsQuery,
  teamWorkersQuery,
} from './lso-queries';

const applySchema = z.object({
  projectId: z.string().check(z.minLength(1, '请选择项目')),
  jobType: z.string().check(z.minLength(1, '请选择作业类型')),
  jobLevel: z.string(),
  areaId: z.string().check(z.minLength(1, '请选择施工区域')),
  location: z.string().check(z.maxLength(100, '具体部位最多100字')),
  content: z.string().check(z.trim(), z.minLength(1, '请输入作业内容'), z.maxLength(200, '作业内容最多200字')),
  teamId: z.string().check(z.minLength(1, '请选择班组')),
  guardianName: z.string(),
  workerIds: z.array(z.string()).check(z.minLength(1, '请至少选择一名作业人员')),
  planStartTime: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/, '请选择计划开始时间')),
  planEndTime: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/, '请选择计划结束时间')),
  measures: z.string(),
});

type ApplyValues = ApplyForm & { projectId: string };

export type ApplyState = ReturnType<typeof useApplyForm>;

export function useApplyForm(projectId: number | undefined, onDone: () => void) {
  const form = useForm<ApplyValues>({
    resolver: zodResolver(applySchema),
    defaultValues: {
      projectId: projectId ? String(projectId) : '',
      jobType: '',
      jobLevel: '',
      areaId: '',
      location: '',
      content: '',
      teamId: '',
      guardianName: '',
      workerIds: [],
      planStartTime: '',
      planEndTime: '',
      measures: '',
    },
  });
  const chosenProject = Number(useWatch({ control: form.control, name: 'projectId' })) || undefined;
  const jobType = Number(useWatch({ control: form.control, name: 'jobType' })) || undefined;
  const teamId = Number(useWatch({ control: form.control, name: 'teamId' })) || undefined;
  const types = useQuery(jobTypesQuery());
  const type = types.data?.find((t) => t.value === jobType);
  const areas = useQuery(areaOptionsQuery(chosenProject));
  const teams = useQuery(teamOptionsQuery(chosenProject));
  const team = teams.data?.find((t) => t.value === teamId);
  const workers = useQuery(teamWorkersQuery(chosenProject, teamId));
  const officers = useQuery(officerOptionsQuery(chosenProject));
  const [periodError, setPeriodError] = useState<string | null>(null);
  const save = useSaveMutation(
    (v: ApplyValues) =>
      api.POST('/starSafety/lso/job/apply', { body: applyBody(v, Number(v.projectId), team?.companyId) }),
    onDone,
    '已提交申请',
  );
  const { errors } = form.formState;
  const submit = form.handleSubmit((v) => {
    const problem = periodProblem(v.planStartTime, v.planEndTime, type?.validHours);
    setPeriodError(problem);
    if (!problem) save.mutate(v);
  });
  const clearAfter = (name: 'projectId' | 'teamId' | 'jobType') => {
    if (name === 'projectId') {
      form.setValue('areaId', '');
      form.setValue('teamId', '');
    }
    if (name !== 'jobType') form.setValue('workerIds', []);
    else form.setValue('jobLevel', '');
  };
  const guardianOptions = (officers.data ?? []).map((o) => {
    const name = o.label.split('（')[0] ?? o.label;
    return { value: name, label: o.label };
  });
  return {
    form,
    errors,
    chosenProject,
    teamId,
    types,
    type,
    areas,
    teams,
    workers,
    guardianOptions,
    periodError,
    save,
    submit,
    clearAfter,
  };
}
