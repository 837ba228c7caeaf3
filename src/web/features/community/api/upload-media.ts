import { ApiError } from '@/lib/api';
import { compressImage } from '@/lib/compress-image';
import { uploadFile } from '@/lib/upload';

export interface UploadedMedia {
  url: string;
  type: 'image' | 'video';
}

export interface MediaUploadResult {
  uploaded: UploadedMedia[];
  /** The files that did not go, with why when the server said (a full quota, too many pixels); the post is made without them. */
  failed: { name: string; reason: string | null }[];
}

/**
 * Sends a post's files one after another (a phone connection does better with one at a time),
 * reporting one percentage for all of them, weighted by size.
 */
export async function uploadPostMedia(
  files: File[],
  onProgress: (percent: number) => void,
): Promise<MediaUploadResult> {
  const prepared = await Promise.all(files.map(compressImage));
  const total = prepared.reduce((sum, f) => sum + f.size, 0) || 1;
  let done = 0;
  const uploaded: UploadedMedia[] = [];
  const failed: MediaUploadResult['failed'] = [];
  onProgress(0);
  for (const [index, file] of prepared.entries()) {
    try {
      const { media } = await uploadFile<{ media: UploadedMedia }>(
        '/api/community/media',
        file,
        file.name,
        (percent) => onProgress(Math.round(((done + (file.size * percent) / 100) / total) * 100)),
        { index: String(index) },
      );
      uploaded.push(media);
    } catch (error) {
      failed.push({
        name: files[index]!.name,
        reason: error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : null,
      });
    }
    done += file.size;
    onProgress(Math.round((done / total) * 100));
  }
  return { uploaded, failed };
}
