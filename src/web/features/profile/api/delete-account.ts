import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api, unwrap } from '@/lib/api';
import { meQueryOptions } from '@/lib/session';

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (confirmation: string) => unwrap(api.account.$delete({ json: { confirmation: confirmation as 'EXCLUIR' } })),
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(meQueryOptions.queryKey, null);
      navigate('/', { replace: true });
    },
  });
}
