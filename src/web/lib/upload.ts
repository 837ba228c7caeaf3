import { CLIENT_ERRORS } from '@domain/client-errors';
import { ApiError, apiErrorOf, type ErrorBody } from './api';

/**
 * Sends one file as multipart `file` with XMLHttpRequest, the only browser API that reports
 * upload progress; `onProgress` gets whole percentages.
 */
export function uploadFile<T>(
  url: string,
  file: Blob,
  filename: string,
  onProgress: (percent: number) => void,
  fields: Record<string, string> = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve(xhr.response as T);
      reject(apiErrorOf(xhr.status, xhr.response as ErrorBody, 'Erro ao enviar foto'));
    };
    xhr.onerror = () => reject(new ApiError(0, CLIENT_ERRORS.network.code, CLIENT_ERRORS.network.message));
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file, filename);
    xhr.send(form);
  });
}
