import type { ReactNode } from 'react';

/** A titled card whose rows run edge to edge; `empty` is shown when there are none. */
export function ListCard({ title, empty, children }: { title: string; empty: string | null; children: ReactNode }) {
  return (
    <section className="mt-6 rounded-[var(--radius-card)] border border-line bg-surface shadow-[var(--shadow-card)]">
      <h2 className="px-5 pt-5 text-lg font-extrabold">{title}</h2>
      {empty ? (
        <p className="px-5 pb-5 pt-2 text-sm text-muted">{empty}</p>
      ) : (
        <ul className="mt-2 divide-y divide-line">{children}</ul>
      )}
    </section>
  );
}
