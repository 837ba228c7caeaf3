import type { MeasurementInput } from '@domain/growth/measurement.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { babiesQueryOptions } from '@/shared/babies/babies';
import { growthKeys, growthQueryOptions } from '@/shared/growth/growth';
import { meQueryOptions } from '@/shared/session/session';

export const useGrowth = () => useQuery(growthQueryOptions());

/** A measurement's body as the form sends it; the server reads the numbers with their comma. */
export type MeasurementBody = Omit<MeasurementInput, 'babyId'>;

/** The baby card's weight and height follow the latest measurement: the babies and the session refresh too. */
function useRefreshAfterMeasurement() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [growthKeys.all, babiesQueryOptions.queryKey, meQueryOptions.queryKey].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useSaveMeasurement() {
  const refresh = useRefreshAfterMeasurement();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: MeasurementBody }) =>
      id
        ? unwrap(api.growth.measurements[':id'].$put({ param: { id }, json: body }))
        : unwrap(api.growth.measurements.$post({ json: body })),
    onSuccess: refresh,
  });
}

export function useDeleteMeasurement() {
  const refresh = useRefreshAfterMeasurement();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.growth.measurements[':id'].$delete({ param: { id } })),
    onSuccess: refresh,
  });
}
