import type { MedicineScheduleInput } from '@domain/reminders/medicine-schedule.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';

export const runningSchedulesQueryOptions = queryOptions({
  queryKey: ['medicine-schedules'],
  queryFn: async () => (await unwrap(api['medicine-schedules'].$get({ query: {} }))).schedules,
});

export const useRunningSchedules = () => useQuery(runningSchedulesQueryOptions);

export function useRepeatMedicine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MedicineScheduleInput) => unwrap(api['medicine-schedules'].$post({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: runningSchedulesQueryOptions.queryKey }),
  });
}

export function useStopSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api['medicine-schedules'][':id'].stop.$post({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: runningSchedulesQueryOptions.queryKey }),
  });
}
