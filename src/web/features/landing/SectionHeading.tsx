export function SectionHeading({ eyebrow, title, intro, id }: { eyebrow: string; title: string; intro: string; id?: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold uppercase tracking-[0.2em] text-gold-700">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-3xl font-semibold text-fairway-900 sm:text-4xl">
        {title}
      </h2>
      <p className="mt-4 text-lg text-ink/70">{intro}</p>
    </div>
  );
}
