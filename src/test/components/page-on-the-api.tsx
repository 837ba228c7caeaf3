import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, expect, vi } from 'vitest';
import AppShell from '@/app/shell/app-shell';
import { ApiError } from '@/lib/api';
import { TEST_ORIGIN, type TestClient } from '../../server/test/harness';
import { SCREEN_WAIT_MS } from '../waits';

// Testing Library waits 1 s by default: too short when the whole suite keeps both cores busy.
configure({ asyncUtilTimeout: SCREEN_WAIT_MS });

/**
 * The web's components as they ship, in jsdom (dom-in-node.ts), talking to the real API in this process: the
 * page's `fetch` is answered by the app (`createTestContext`) with the mother's session cookie.
 * Only what jsdom lacks is stood in for: IndexedDB (dom-in-node.ts), `matchMedia`,
 * `IntersectionObserver` and `EventSource` (a live stream that stays silent).
 */
export function browserFor(client: TestClient) {
  let online = true;
  const requests: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), TEST_ORIGIN);
    const method = (init.method ?? 'GET').toUpperCase();
    requests.push(`${method} ${url.pathname}`);
    // What the browser does with no connection: the request fails before any answer.
    if (!online) throw new TypeError('Failed to fetch');
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    return client.request(method, `${url.pathname}${url.search}`, init.body ?? undefined, headers);
  });
  setOnLine(true);
  return {
    requests,
    /** The phone loses or finds its connection: `navigator.onLine` and every request follow. */
    setOnline(value: boolean) {
      online = value;
      setOnLine(value);
      act(() => void window.dispatchEvent(new window.Event(value ? 'online' : 'offline')));
    },
  };
}

function setOnLine(value: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => value });
}

class SilentEventSource extends window.EventTarget {
  constructor(readonly url: string) {
    super();
  }
  close() {}
}

/** A phone that has not scrolled: what waits below the fold (`WhenVisible`) stays unloaded. */
class UnscrolledIntersectionObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

// A browser tab, not the installed app: no display mode matches.
const matchMedia = (query: string) => ({
  matches: false,
  media: query,
  addEventListener() {},
  removeEventListener() {},
});
const standIns = { EventSource: SilentEventSource, IntersectionObserver: UnscrolledIntersectionObserver, matchMedia };
Object.assign(window, standIns);
for (const [name, value] of Object.entries(standIns)) vi.stubGlobal(name, value);

let shown: QueryClient | undefined;

afterEach(async () => {
  // What the last step set going (a refetch after a save, a queue sent) lands before the page
  // goes, inside act: a test ends on a settled page.
  const client = shown;
  if (client) await waitFor(() => expect(client.isFetching() + client.isMutating()).toBe(0));
  cleanup();
  shown = undefined;
  localStorage.clear();
});

/**
 * A page in the app's shell (header, bottom navigation, the offline sync) at `path`, under the
 * app's providers, with a query cache of its own. `route` is the page's route when it has
 * parameters ("/perfil/importar/:id").
 */
export function renderPage(ui: ReactNode, path = '/', route = new URL(path, TEST_ORIGIN).pathname) {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: (count, error) => !(error instanceof ApiError) && count < 1, networkMode: 'offlineFirst' },
    },
  });
  shown = queryClient;
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<AppShell />}>
            <Route path={route} element={ui} />
          </Route>
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}
