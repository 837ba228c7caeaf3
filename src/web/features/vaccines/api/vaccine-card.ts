import type { VaccineRecord } from '@domain/vaccines/vaccine-card';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { sendOrKeep } from '@/shared/outbox/send-or-keep';
import { useOutbox } from '@/shared/outbox/use-outbox';
import { useMe } from '@/shared/session/session';
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

/**
 * Registers a calendar dose or adds a custom vaccine; offline it waits in the outbox (`queued:
 * true`) and the card shows it as applied, waiting to be sent.
 */
export function useAddVaccineRecord(kind: 'vaccine-dose' | 'custom-vaccine') {
  const refresh = useRefreshCard();
  const queryClient = useQueryClient();
  const userId = useMe().data?.user.id ?? '';
  return useMutation({
    networkMode: 'always',
    mutationFn: (json: NewVaccineRecord) =>
      sendOrKeep(
        userId,
        { kind, subjectId: json.babyId, method: 'POST', path: '/api/vaccines/records', body: json },
        queryClient,
      ),
    onSuccess: ({ queued }) => (queued ? undefined : refresh()),
  });
}

/** The baby's doses and vaccines registered offline, not sent yet; their id is the outbox entry's key. */
export function usePendingVaccineRecords(babyId: string | undefined): VaccineRecord[] {
  const outbox = useOutbox(useMe().data?.user.id ?? '');
  return (outbox.data ?? [])
    .filter((entry) => (entry.kind === 'vaccine-dose' || entry.kind === 'custom-vaccine') && entry.subjectId === babyId)
    .map((entry) => {
      const { vaccineName, doseNumber, applicationDate, notes } = entry.body as NewVaccineRecord;
      return { id: entry.key, vaccineName, doseNumber, applicationDate, notes: notes || null };
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
