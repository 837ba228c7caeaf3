import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

// The spec's sidebar: its state kept in a cookie for 7 days, a sheet under 768 px, Ctrl/Cmd+B.
const COOKIE = 'admin_sidebar_state';
const COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
const MOBILE_QUERY = '(max-width: 767px)';

function readExpandedCookie(): boolean {
  const value = document.cookie.split('; ').find((c) => c.startsWith(`${COOKIE}=`));
  return value ? value.slice(COOKIE.length + 1) !== 'false' : true;
}

function subscribeToWidth(onChange: () => void) {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isMobileNow = () => window.matchMedia(MOBILE_QUERY).matches;

export function useAdminSidebar() {
  const isMobile = useSyncExternalStore(subscribeToWidth, isMobileNow);
  const [expanded, setExpandedState] = useState(readExpandedCookie);
  const [mobileOpen, setMobileOpen] = useState(false);

  const setExpanded = useCallback((next: boolean) => {
    setExpandedState(next);
    // biome-ignore lint/suspicious/noDocumentCookie: the spec keeps the sidebar state in this cookie, and the Cookie Store API is missing from older Safari
    document.cookie = `${COOKIE}=${next}; path=/; max-age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
  }, []);

  const toggle = useCallback(() => {
    if (isMobile) setMobileOpen((open) => !open);
    else setExpanded(!expanded);
  }, [isMobile, expanded, setExpanded]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'b' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  return { isMobile, expanded, mobileOpen, setMobileOpen, toggle };
}
