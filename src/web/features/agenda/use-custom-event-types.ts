import { type CustomEventType, customTypeId, customTypeProblem } from '@domain/agenda/event-types';
import { useCallback, useState } from 'react';

const storageKey = (userId: string) => `lumma.customEventTypes.${userId}`;

function read(userId: string): CustomEventType[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(storageKey(userId)) ?? '[]') as unknown;
    return Array.isArray(parsed)
      ? parsed.filter((t): t is CustomEventType => typeof t?.id === 'string' && typeof t?.label === 'string')
      : [];
  } catch {
    return [];
  }
}

/** The mother's own event types, kept in this browser for her account, as the spec says. */
export function useCustomEventTypes(userId: string) {
  const [types, setTypes] = useState(() => read(userId));
  const save = useCallback(
    (next: CustomEventType[]) => {
      localStorage.setItem(storageKey(userId), JSON.stringify(next));
      setTypes(next);
    },
    [userId],
  );
  return {
    types,
    add(label: string) {
      const problem = customTypeProblem(label, types);
      if (problem) return { problem };
      const type = { id: customTypeId(label), label: label.trim() };
      save([...types, type]);
      return { type };
    },
    remove: (id: string) => save(types.filter((t) => t.id !== id)),
  };
}
