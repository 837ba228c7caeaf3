import { compressImage } from '@/lib/compress-image';
import { uploadFile } from '@/lib/upload';

export interface UploadedMedia {
  url: string;
  type: 'image' | 'video';
}

export interface MediaUploadResult {
  uploaded: UploadedMedia[];
  /** Names of the files that did not go; the post is made without them. */
  failed: string[];
}

/**
 * Sends a post's files one after another (a phone connection does better with one at a time),
 * reporting one percentage for all of them, weighted by size.
 */
export async function uploadPostMedia(files: File[], onProgress: (percent: number) => void): Promise<MediaUploadResult> {
  const prepared = await Promise.all(files.map(compressImage));
  const total = prepared.reduce((sum, f) => sum + f.size, 0) || 1;
  let done = 0;
  const uploaded: UploadedMedia[] = [];
  const failed: string[] = [];
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
    } catch {
      failed.push(files[index]!.name);
    }
    done += file.size;
    onProgress(Math.round((done / total) * 100));
  }
  return { uploaded, failed };
}
