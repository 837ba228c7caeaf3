import type { AccessTokenInput } from '@domain/access-tokens/access-token';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';

/** Her personal access tokens ("Acesso por aplicativos"), without their secrets. */
export const accessTokensQueryOptions = queryOptions({
  queryKey: ['access-tokens'],
  queryFn: async () => (await unwrap(api['access-tokens'].$get())).tokens,
});
export type AccessToken = Awaited<ReturnType<NonNullable<typeof accessTokensQueryOptions.queryFn>>>[number];

export const useAccessTokens = () => useQuery(accessTokensQueryOptions);

/** Makes a token; the answer carries the token itself, this once. */
export function useCreateAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AccessTokenInput) => unwrap(api['access-tokens'].$post({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessTokensQueryOptions.queryKey }),
  });
}

export function useRevokeAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api['access-tokens'][':id'].$delete({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessTokensQueryOptions.queryKey }),
  });
}
