// IndexedDB, which jsdom lacks (fake-indexeddb implements it whole), on Node's global before
// `window` exists there, where it would otherwise go.
import 'fake-indexeddb/auto';
import { JSDOM } from 'jsdom';

/**
 * A browser's document in a Node test that also runs the API: jsdom's window gives the page what
 * Node lacks (document, elements, localStorage…) and its events (a DOM node takes only its own
 * window's), while Node keeps its own URL, fetch, streams and Blob, which the server and its
 * database driver need (Vitest's jsdom environment would replace them all). Imported first by
 * each component test, before React loads.
 */
const { window } = new JSDOM('<!doctype html><html><body></body></html>', {
  url: 'http://lumma.test/',
  pretendToBeVisual: true,
});
const globals = globalThis as Record<string, unknown>;
for (const key of Object.getOwnPropertyNames(window)) {
  if (key in globalThis && !/Event(Target)?$/.test(key)) continue;
  Object.defineProperty(globalThis, key, {
    configurable: true,
    get: () => (window as unknown as Record<string, unknown>)[key],
    set: (value) => Object.defineProperty(globalThis, key, { configurable: true, writable: true, value }),
  });
}
globals.window = window;
// The page talks to a real server and runs its own timers (toasts, IndexedDB, the sync when the
// connection returns), so its updates come on their own time, as in a browser. Every assertion
// waits for what it expects (findBy, waitFor), as a person looks; Testing Library still wraps
// each of her taps in act(). Outside those, React is told not to expect act().
globals.IS_REACT_ACT_ENVIRONMENT = false;
