import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppRoutes } from './app/app';
import { queryClient } from './lib/query-client';

/**
 * The pages a visitor opens first, written as HTML at build time (scripts/prerender.mjs) so their
 * text paints before the script has run; main.tsx then hydrates /login. Each must render the same
 * on the server as on a phone's first render: no session, no storage, no clock.
 */
export const PRERENDERED_PAGES = [
  // The landing page is HTML and a small script (landing.ts): it is never hydrated.
  { location: '/', shell: 'landing.html' },
  { location: '/login', shell: 'index.html' },
];

export async function prerenderPage(location: string): Promise<string> {
  // React's static prerender waits for the lazy pages, so the HTML holds the page, not its fallback.
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={location}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
  );
  const html = await new Response(prelude).text();
  // The session query /login starts would hold the build open until its cache timer ran out.
  queryClient.clear();
  return html;
}
