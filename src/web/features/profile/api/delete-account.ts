import { DELETE_ACCOUNT_CONFIRMATION } from '@domain/profile/profile.schema';
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { useEndSession } from '@/shared/session/session';

/** `deleteSharedBabies`: the babies she is the only Responsável of go with her, once she has chosen so. */
export function useDeleteAccount() {
  const endSession = useEndSession();
  return useMutation({
    mutationFn: ({ deleteSharedBabies }: { deleteSharedBabies: boolean }) =>
      unwrap(api.account.$delete({ json: { confirmation: DELETE_ACCOUNT_CONFIRMATION, deleteSharedBabies } })),
    onSuccess: endSession,
  });
}
