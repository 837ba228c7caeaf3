import { formatDate } from '@domain/format';
import type { ReactNode } from 'react';

/** A post as moderation shows it: who wrote it, when, the first 150 characters, and actions. */
export function PostRow({
  authorName,
  createdAt,
  preview,
  meta,
  actions,
}: {
  authorName: string;
  createdAt: string;
  preview: string;
  meta?: ReactNode;
  actions: ReactNode;
}) {
  return (
    <li className="rounded-2xl border border-line bg-surface p-4 shadow-[var(--shadow-card)]">
      <p className="text-sm">
        <span className="font-bold">{authorName}</span>{' '}
        <span className="text-muted">· {formatDate(new Date(createdAt))}</span>
      </p>
      <p className="mt-2 whitespace-pre-line break-words">{preview}</p>
      {meta && <div className="mt-2 text-sm text-muted">{meta}</div>}
      <div className="mt-3 flex flex-wrap gap-2">{actions}</div>
    </li>
  );
}
