import { useState } from 'react';

const keyFor = (userId: string) => `lumma.favoriteExercises.${userId}`;

function read(userId: string): number[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(keyFor(userId)) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter((n): n is number => typeof n === 'number') : [];
  } catch {
    return [];
  }
}

/** Favourite exercises, kept in this browser for this mother so they survive a reload. */
export function useFavoriteExercises(userId: string) {
  const [ids, setIds] = useState(() => read(userId));
  return {
    isFavorite: (id: number) => ids.includes(id),
    toggle(id: number) {
      const next = ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
      localStorage.setItem(keyFor(userId), JSON.stringify(next));
      setIds(next);
      return next.includes(id);
    },
  };
}
