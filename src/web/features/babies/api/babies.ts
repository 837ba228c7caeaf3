import type { BabyInput } from '@domain/baby/baby.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { uploadFile } from '@/lib/upload';
import { type Baby, babiesQueryOptions } from '@/shared/babies/babies';
import { meQueryOptions } from '@/shared/session/session';

function useRefreshBabies() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: babiesQueryOptions.queryKey }),
      queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey }),
    ]);
}

export function useSaveBaby() {
  const refresh = useRefreshBabies();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string | null; input: BabyInput }) => {
      const response = id
        ? await unwrap(api.babies[':id'].$put({ param: { id }, json: input }))
        : await unwrap(api.babies.$post({ json: input }));
      return response.baby;
    },
    onSuccess: refresh,
  });
}

export function useUploadBabyPhoto(onProgress: (percent: number) => void) {
  const refresh = useRefreshBabies();
  return useMutation({
    mutationFn: async ({ id, jpeg }: { id: string; jpeg: Blob }) =>
      (await uploadFile<{ baby: Baby }>(`/api/babies/${id}/photo`, jpeg, 'bebe.jpg', onProgress)).baby,
    onSuccess: refresh,
  });
}
