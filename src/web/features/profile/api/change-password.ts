import { useMutation } from '@tanstack/react-query';
import { authRequest } from '@/lib/api';

export const useChangePassword = () =>
  useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) => authRequest('/change-password', input),
  });
