import { describe, expect, it } from 'vitest';
import { canSeeMedia, type MediaFacts } from './media-access';

const owner = { id: 'ana' };
const other = { id: 'bia' };
const file = (kind: MediaFacts['kind'], post: MediaFacts['post'] = 'unattached'): MediaFacts => ({
  kind,
  ownerId: 'ana',
  post,
});

describe('canSeeMedia', () => {
  it('shows nothing to someone not signed in', () => {
    for (const facts of [file('avatar'), file('baby_photo'), file('chat_background'), file('community', 'visible')]) {
      expect(canSeeMedia(null, facts)).toBe(false);
    }
  });

  it('shows the owner every file of hers', () => {
    for (const facts of [
      file('avatar'),
      file('baby_photo'),
      file('chat_background'),
      file('community'),
      file('community', 'gone'),
    ]) {
      expect(canSeeMedia(owner, facts)).toBe(true);
    }
  });

  it('shows another mother an avatar, never a baby photo or a chat background', () => {
    expect(canSeeMedia(other, file('avatar'))).toBe(true);
    expect(canSeeMedia(other, file('baby_photo'))).toBe(false);
    expect(canSeeMedia(other, file('chat_background'))).toBe(false);
  });

  it('shows a baby photo to whoever may see the baby', () => {
    expect(canSeeMedia(other, { ...file('baby_photo'), babyVisible: true })).toBe(true);
    expect(canSeeMedia(other, { ...file('baby_photo'), babyVisible: false })).toBe(false);
  });

  it('shows another mother a community file only while its post is visible', () => {
    expect(canSeeMedia(other, file('community', 'visible'))).toBe(true);
    expect(canSeeMedia(other, file('community', 'unattached'))).toBe(false);
    expect(canSeeMedia(other, file('community', 'gone'))).toBe(false);
  });
});
