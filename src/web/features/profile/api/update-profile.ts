import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { uploadFile } from '@/lib/upload';
import { type Profile, profileQueryOptions } from '@/shared/profile/profile';
import { meQueryOptions } from '@/shared/session/session';

type ProfileInput = { fullName: string; phone: string; birthDate: string };

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ProfileInput) => (await unwrap(api.profile.$put({ json: input }))).profile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryOptions.queryKey, profile);
      return queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
    },
  });
}

export function useUploadAvatar(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (jpeg: Blob) =>
      (await uploadFile<{ profile: Profile }>('/api/profile/avatar', jpeg, 'avatar.jpg', onProgress)).profile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryOptions.queryKey, profile);
      return queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
    },
  });
}
