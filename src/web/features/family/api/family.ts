import type { BabyRole } from '@domain/family/baby-role';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { babiesQueryOptions } from '@/shared/babies/babies';

export const familyQueryOptions = queryOptions({
  queryKey: ['family'],
  queryFn: () => unwrap(api.family.$get()),
});
export type Family = Awaited<ReturnType<NonNullable<typeof familyQueryOptions.queryFn>>>['families'][number];
export type FamilyMember = Family['members'][number];

export const useFamily = () => useQuery(familyQueryOptions);

/** After a change to the family: the page's list, and the babies, whose roles may have moved. */
function useRefreshFamily() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: familyQueryOptions.queryKey });
    void queryClient.invalidateQueries({ queryKey: babiesQueryOptions.queryKey });
  };
}

export function useCreateInvitation() {
  const refresh = useRefreshFamily();
  return useMutation({
    mutationFn: (input: { babyId: string; role: BabyRole }) => unwrap(api.family.invitations.$post({ json: input })),
    onSuccess: refresh,
  });
}

export const useEmailInvitation = () =>
  useMutation({
    mutationFn: (input: { token: string; email: string }) =>
      unwrap(api.family.invitations.email.$post({ json: input })),
  });

export function useCancelInvitation() {
  const refresh = useRefreshFamily();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.family.invitations[':id'].$delete({ param: { id } })),
    onSuccess: refresh,
  });
}

export function useSetMemberRole() {
  const refresh = useRefreshFamily();
  return useMutation({
    mutationFn: ({ babyId, userId, role }: { babyId: string; userId: string; role: BabyRole }) =>
      unwrap(api.family.babies[':babyId'].members[':userId'].role.$put({ param: { babyId, userId }, json: { role } })),
    onSuccess: refresh,
  });
}

/** Removes someone, or, with her own id, leaves: then every screen of that baby goes, so all is read again. */
export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ babyId, userId }: { babyId: string; userId: string }) =>
      unwrap(api.family.babies[':babyId'].members[':userId'].$delete({ param: { babyId, userId } })),
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['family', 'invitation', token],
    queryFn: () => unwrap(api.family.invitations['by-token'][':token'].$get({ param: { token } })),
    retry: false,
  });

/** Joining a baby's family makes it her active baby: every screen is read again. */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.family.invitations['by-token'][':token'].accept.$post({ param: { token } })),
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}
