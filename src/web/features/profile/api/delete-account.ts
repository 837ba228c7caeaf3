import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { useEndSession } from '@/lib/session';

export function useDeleteAccount() {
  const endSession = useEndSession();
  return useMutation({
    mutationFn: (confirmation: string) =>
      unwrap(api.account.$delete({ json: { confirmation: confirmation as 'EXCLUIR' } })),
    onSuccess: endSession,
  });
}
