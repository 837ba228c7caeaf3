/** What a stored file is for; each kind has its own audience. */
export const MEDIA_FILE_KINDS = ['avatar', 'chat_background', 'baby_photo', 'community'] as const;
export type MediaFileKind = (typeof MEDIA_FILE_KINDS)[number];

/** What the rule needs to know about one file. */
export interface MediaFacts {
  kind: MediaFileKind;
  ownerId: string;
  /** A community file's post: none yet, shown in the feed, or deleted or hidden by moderation. */
  post: 'unattached' | 'visible' | 'gone';
  /** A baby photo's baby: whether the viewer may see that baby (the babies service decides). */
  babyVisible?: boolean;
}

/** The one rule for "may this person see this file"; `viewer` is null for someone not signed in. */
export function canSeeMedia(viewer: { id: string } | null, file: MediaFacts): boolean {
  if (!viewer) return false;
  if (viewer.id === file.ownerId) return true;
  switch (file.kind) {
    case 'avatar':
      // Shown beside her posts and comments to every mother.
      return true;
    case 'community':
      return file.post === 'visible';
    case 'baby_photo':
      // Whoever may see the baby: today only the mother, so this changes with family sharing.
      return file.babyVisible === true;
    case 'chat_background':
      return false;
  }
}
