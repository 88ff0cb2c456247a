import type { ReactNode } from 'react';
import { LEGAL } from '../../../shared/legal';
import { formatBlogDate } from '../../../shared/blog';

/** The frame of the Terms and the Privacy Policy: heading, date, a readable column. */
export function LegalDocument({ heading, intro, children }: { heading: string; intro: ReactNode; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-4xl font-semibold text-fairway-900 sm:text-5xl">{heading}</h1>
      <p className="mt-3 text-sm text-ink/70">Last updated {formatBlogDate(LEGAL.lastUpdated)}</p>
      <div className="mt-6 text-lg leading-relaxed text-ink/80">{intro}</div>
      <div className="mt-4 space-y-2 leading-relaxed text-ink/80 [&_li]:mt-1.5 [&_p]:mt-3 [&_strong]:text-fairway-900 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6">
        {children}
      </div>
    </article>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="pt-6">
      <h2 className="text-2xl font-semibold text-fairway-900">{title}</h2>
      {children}
    </section>
  );
}

export function MailLink({ to }: { to: string }) {
  return (
    <a href={`mailto:${to}`} className="font-medium text-fairway-700 underline">
      {to}
    </a>
  );
}
