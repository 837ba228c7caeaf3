import { Ban, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { PostTarget } from './moderation-actions';

/** Deleting a post and blocking its author, each asking for the reason in its dialog. */
export function PostModerationButtons({
  target,
  askDelete,
  askBlock,
}: {
  target: PostTarget;
  askDelete: (t: PostTarget) => void;
  askBlock: (t: PostTarget) => void;
}) {
  return (
    <>
      <Button size="sm" variant="danger" onClick={() => askDelete(target)}>
        <Trash2 aria-hidden />
        Deletar post
      </Button>
      <Button size="sm" variant="outline" onClick={() => askBlock(target)}>
        <Ban aria-hidden />
        Bloquear autora
      </Button>
    </>
  );
}
