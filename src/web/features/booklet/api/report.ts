import { CLIENT_ERRORS } from '@domain/client-errors';
import type { ReportQuery } from '@domain/reports/report-period';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, apiErrorOf, type ErrorBody, unwrap } from '@/lib/api';

/**
 * Fetches the report and saves it as a file. The PDF is binary, so it comes by plain fetch rather
 * than the typed client; a refusal still reads as the server's pt-BR message.
 */
async function downloadReport(query: ReportQuery) {
  const params = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => !!entry[1]));
  let response: Response;
  try {
    response = await fetch(`/api/reports/pdf?${params}`, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, CLIENT_ERRORS.network.code, CLIENT_ERRORS.network.message);
  }
  if (!response.ok) {
    throw apiErrorOf(response.status, (await response.json().catch(() => null)) as ErrorBody);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'relatorio.pdf';
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const useDownloadReport = () => useMutation({ mutationFn: downloadReport });

export const reportLinksQueryOptions = (babyId: string) =>
  queryOptions({
    queryKey: ['reports', 'links', babyId],
    queryFn: async () => (await unwrap(api.reports.links.$get({ query: { babyId } }))).links,
  });

export const useReportLinks = (babyId: string) => useQuery(reportLinksQueryOptions(babyId));

export function useShareReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (query: ReportQuery) => unwrap(api.reports.links.$post({ json: query })),
    onSuccess: (_, query) =>
      queryClient.invalidateQueries({ queryKey: reportLinksQueryOptions(query.babyId ?? '').queryKey }),
  });
}

export function useRevokeReportLink(babyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.reports.links[':id'].$delete({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportLinksQueryOptions(babyId).queryKey }),
  });
}
