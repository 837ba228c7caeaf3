import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { StrictMode } from 'react';
import { StaticRouter } from 'react-router';
import { AppRoutes } from './app/app';
import { queryClient } from './lib/query-client';

/**
 * The pages a visitor opens first, written as HTML at build time (scripts/prerender.mjs) so their
 * text paints before the script has run; main.tsx then hydrates them. Each must render the same
 * on the server as on a phone's first render: no session, no storage, no clock.
 */
export const PRERENDERED_PATHS = ['/', '/login'];

export async function prerenderPage(location: string): Promise<string> {
  // Built with Preact (vite.config.ts aliases React to it); the type checker sees React's JSX.
  const page = (
    <StrictMode>
      <StaticRouter location={location}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>
  ) as unknown as VNode;
  // Waits for the lazy pages, as React's prerender did.
  const html = await renderToStringAsync(page);
  // The session query /login starts would hold the build open until its cache timer ran out.
  queryClient.clear();
  return html;
}
