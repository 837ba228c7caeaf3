import type { MiddlewareHandler } from 'hono';

// Styles allow 'unsafe-inline' because the toast and dialog libraries inject <style> tags;
// scripts never do: no inline script is allowed.
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // Set on the response's own headers: `c.header` on a finished response copies the whole
    // response, body and all, once per header.
    const headers = c.res.headers;
    headers.set('Content-Security-Policy', CSP);
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('X-Frame-Options', 'DENY');
    // A page may ask for less: a shared report sends no referrer at all.
    if (!headers.has('Referrer-Policy')) headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    headers.set('Permissions-Policy', 'camera=(self), microphone=(), geolocation=()');
    if (c.req.url.startsWith('https:') || c.req.header('x-forwarded-proto') === 'https') {
      headers.set('Strict-Transport-Security', 'max-age=31536000');
    }
  };
}
