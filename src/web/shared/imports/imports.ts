import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { uploadFile } from '@/lib/upload';
import { agendaKeys } from '@/shared/agenda/agenda-keys';
import { growthKeys } from '@/shared/growth/growth';

/** Every import answer's key: confirming or undoing one refreshes the list and the import. */
export const importKeys = {
  all: ['imports'] as const,
  list: () => [...importKeys.all, 'list'] as const,
  one: (id: string) => [...importKeys.all, 'one', id] as const,
};

export const importsQueryOptions = queryOptions({
  queryKey: importKeys.list(),
  queryFn: async () => (await unwrap(api.imports.$get())).imports,
});

/** One import; while its file is read or its rows written, asked again every second for its progress. */
export const importQueryOptions = (id: string) =>
  queryOptions({
    queryKey: importKeys.one(id),
    queryFn: async () => (await unwrap(api.imports[':id'].$get({ param: { id } }))).import,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'reading' || status === 'running' ? 1000 : false;
    },
  });

/** An import as its own page shows it, with the rows to check. */
export type DataImport = Awaited<ReturnType<NonNullable<ReturnType<typeof importQueryOptions>['queryFn']>>>;

export const useImports = () => useQuery(importsQueryOptions);
export const useImport = (id: string) => useQuery(importQueryOptions(id));

/** Sends a Huckleberry export; the answer is its preview (a large file: the import reading it), nothing written yet. */
export const uploadHuckleberry = (file: File, onProgress: (percent: number) => void) =>
  uploadFile<{ import: { id: string } }>('/api/imports/huckleberry', file, file.name, onProgress);

/** What an import changes: the imports, the agenda and the growth pages. */
export function useRefreshAfterImport() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: importKeys.all }),
      queryClient.invalidateQueries({ queryKey: agendaKeys.all }),
      queryClient.invalidateQueries({ queryKey: growthKeys.all }),
    ]);
}

export function useConfirmImport(id: string) {
  const refresh = useRefreshAfterImport();
  return useMutation({
    mutationFn: async (choice: { babyId: string; beforeBirth: boolean }) =>
      (await unwrap(api.imports[':id'].confirm.$post({ param: { id }, json: choice }))).import,
    onSuccess: refresh,
  });
}

export function useUndoImport(id: string) {
  const refresh = useRefreshAfterImport();
  return useMutation({
    mutationFn: async () => unwrap(api.imports[':id'].$delete({ param: { id } })),
    onSuccess: refresh,
  });
}
