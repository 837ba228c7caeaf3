import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in prerendered HTML and during hydration, true once React runs the page. A prerendered
 * form uses it to stay disabled until it works: submitted natively it would send the password
 * in the address.
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
