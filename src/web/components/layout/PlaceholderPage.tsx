import type { ReactNode } from 'react';

/** A page whose real content arrives with a later issue: its heading and one honest sentence. */
export function PlaceholderPage({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-semibold text-fairway-900">{heading}</h1>
      <div className="mt-4 max-w-2xl text-lg text-ink/70">{children}</div>
    </section>
  );
}
