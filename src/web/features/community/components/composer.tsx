import {
  DEFAULT_POST_CATEGORY,
  EMPTY_POST,
  POST_CATEGORIES,
  POST_MAX_LENGTH,
  type PostCategory,
} from '@domain/community/community';
import { errorMessage } from '@domain/errors';
import type { SafetyCard as SafetyCardNumbers } from '@domain/safety/safety-card';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { UploadProgress } from '@/components/ui/upload-progress';
import { messageFor } from '@/lib/first-error';
import { toast } from '@/lib/toast';
import { checkModeration, useCreatePost } from '../api/community';
import { uploadPostMedia } from '../api/upload-media';
import { MediaPicker } from './media-picker';
import { SafetyCard } from './safety-card';

/**
 * Writing a post: the text is checked by moderation first, so a refused text costs no upload;
 * then the files go up one by one (a failed one is named and skipped) and the post is saved,
 * where the server checks the text again.
 */
export function Composer() {
  const [content, setContent] = useState('');
  const [category, setCategory] = useState<PostCategory>(DEFAULT_POST_CATEGORY);
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const createPost = useCreatePost();
  const [safety, setSafety] = useState<SafetyCardNumbers | null>(null);

  const submit = async () => {
    const text = content.trim();
    if (!text) return toast.error(EMPTY_POST);
    setBusy(true);
    try {
      try {
        await checkModeration(text);
      } catch (error) {
        return toast.error(messageFor(error, errorMessage('post_check_failed')));
      }
      let media: Awaited<ReturnType<typeof uploadPostMedia>>['uploaded'] = [];
      if (files.length) {
        try {
          const result = await uploadPostMedia(files, setProgress);
          for (const { name, reason } of result.failed)
            toast.error(`Erro ao enviar ${name}`, reason ? { description: reason } : undefined);
          media = result.uploaded;
        } catch {
          return toast.error('Erro ao enviar arquivos');
        } finally {
          setProgress(null);
        }
      }
      try {
        setSafety((await createPost.mutateAsync({ content: text, category, media })).safety);
      } catch (error) {
        return toast.error('Erro ao criar post', { description: messageFor(error, 'Tente novamente.') });
      }
      toast.success('Post criado com sucesso!');
      setContent('');
      setFiles([]);
      setCategory(DEFAULT_POST_CATEGORY);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="space-y-3">
      {safety && <SafetyCard card={safety} published="post" onClose={() => setSafety(null)} />}
      <form
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <label htmlFor="post-content" className="sr-only">
          Escreva seu post
        </label>
        <Textarea
          id="post-content"
          placeholder="Compartilhe uma experiência ou tire uma dúvida…"
          maxLength={POST_MAX_LENGTH}
          value={content}
          disabled={busy}
          onChange={(e) => setContent(e.target.value)}
        />
        <p className="text-right text-xs font-semibold text-muted" aria-live="polite">
          {content.length}/{POST_MAX_LENGTH}
        </p>
        <div>
          <label htmlFor="post-category" className="mb-1 block text-sm font-bold">
            Categoria
          </label>
          <Select
            id="post-category"
            value={category}
            disabled={busy}
            onChange={(e) => setCategory(e.target.value as PostCategory)}
          >
            {POST_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        </div>
        <MediaPicker files={files} onChange={setFiles} disabled={busy} />
        {progress !== null && <UploadProgress percent={progress} label="Enviando arquivos…" />}
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? 'Postando…' : 'Postar'}
        </Button>
      </form>
    </Card>
  );
}
