import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { vaccineKeys } from '@/shared/vaccines/vaccine-keys';

export const vaccineCardQueryOptions = queryOptions({
  queryKey: vaccineKeys.card,
  queryFn: () => unwrap(api.vaccines.card.$get({ query: {} })),
});
export type VaccineCard = Awaited<ReturnType<NonNullable<typeof vaccineCardQueryOptions.queryFn>>>;

export const useVaccineCard = () => useQuery(vaccineCardQueryOptions);

function useRefreshCard() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: vaccineKeys.all });
}

export type NewVaccineRecord = {
  babyId: string;
  vaccineName: string;
  doseNumber: number;
  applicationDate: string;
  notes?: string;
};

export function useAddVaccineRecord() {
  const onSuccess = useRefreshCard();
  return useMutation({
    mutationFn: (json: NewVaccineRecord) => unwrap(api.vaccines.records.$post({ json })),
    onSuccess,
  });
}

export function useDeleteVaccineRecord() {
  const onSuccess = useRefreshCard();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.vaccines.records[':id'].$delete({ param: { id } })),
    onSuccess,
  });
}

export type OnboardingAnswer = {
  babyId: string;
  choice: 'all' | 'some' | 'none';
  selected?: { vaccineName: string; doseNumber: number }[];
};

export function useCompleteOnboarding() {
  const onSuccess = useRefreshCard();
  return useMutation({
    mutationFn: (json: OnboardingAnswer) => unwrap(api.vaccines.onboarding.$post({ json })),
    onSuccess,
  });
}
