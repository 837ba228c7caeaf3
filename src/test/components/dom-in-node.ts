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
// React's act() environment: state updates in tests are flushed, and it says so when they are not.
globals.IS_REACT_ACT_ENVIRONMENT = true;
