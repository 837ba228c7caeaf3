import type { MeasurementInput } from '@domain/growth/measurement.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { babiesQueryOptions } from '@/shared/babies/babies';
import { growthKeys, growthQueryOptions, type Measurement } from '@/shared/growth/growth';
import { sendOrKeep } from '@/shared/outbox/send-or-keep';
import { useOutbox } from '@/shared/outbox/use-outbox';
import { meQueryOptions, useMe } from '@/shared/session/session';

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

/**
 * Saves a measurement. A new one works offline: kept in the outbox (`queued: true`) and drawn
 * dashed on the curves until it is sent. A change waits for the connection.
 */
export function useSaveMeasurement() {
  const refresh = useRefreshAfterMeasurement();
  const queryClient = useQueryClient();
  const userId = useMe().data?.user.id ?? '';
  return useMutation({
    networkMode: 'always',
    mutationFn: async ({ id, body }: { id?: string; body: MeasurementBody }): Promise<{ queued: boolean }> => {
      if (id) {
        await unwrap(api.growth.measurements[':id'].$put({ param: { id }, json: body }));
        return { queued: false };
      }
      return sendOrKeep(
        userId,
        { kind: 'growth-measurement', subjectId: userId, method: 'POST', path: '/api/growth/measurements', body },
        queryClient,
      );
    },
    onSuccess: ({ queued }) => (queued ? undefined : refresh()),
  });
}

/** Measurements added offline and not sent yet, as the page lists and draws them (dashed). */
export function usePendingMeasurements(): PendingMeasurement[] {
  const userId = useMe().data?.user.id ?? '';
  const outbox = useOutbox(userId);
  return (outbox.data ?? [])
    .filter((entry) => entry.kind === 'growth-measurement')
    .map((entry) => {
      const body = entry.body as MeasurementBody;
      return {
        key: entry.key,
        measuredOn: body.measuredOn,
        weightKg: body.weightKg,
        lengthCm: body.lengthCm,
        headCm: body.headCm,
        position: body.position,
        refused: entry.refusal !== undefined,
      };
    });
}

/** A measurement as the page lists and draws it: the server's, or (`pending`) one waiting on the phone. */
export type PendingRow = Measurement & { pending?: boolean };

export interface PendingMeasurement {
  key: string;
  measuredOn: string;
  weightKg: number | null;
  lengthCm: number | null;
  headCm: number | null;
  position: 'lying' | 'standing' | null;
  refused: boolean;
}

export function useDeleteMeasurement() {
  const refresh = useRefreshAfterMeasurement();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.growth.measurements[':id'].$delete({ param: { id } })),
    onSuccess: refresh,
  });
}
