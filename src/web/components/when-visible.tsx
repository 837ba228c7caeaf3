import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Renders its children once their place on the page comes near the screen: below the fold, their
 * code and their requests wait until she scrolls, and never compete with her first tap.
 */
export function WhenVisible({ children }: { children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (visible || !place.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(place.current);
    return () => observer.disconnect();
  }, [visible]);
  return <div ref={place}>{visible && children}</div>;
}
