import { SectionHeading } from './SectionHeading';

const STEPS = [
  { title: 'Upload your swing', body: 'Film from face-on or down the line with any phone and upload the clip.' },
  { title: 'AI analysis', body: 'Pose tracking finds each swing event and measures what matters, frame by frame.' },
  { title: 'Professional feedback', body: 'Get your score, your faults in order of importance and the drill to fix the first one.' },
] as const;

export function HowItWorks() {
  return (
    <section className="bg-fairway-50 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading eyebrow="How it works" title="Three steps to a better swing" intro="From the range to your first correction in minutes." />
        <ol className="mt-12 grid gap-8 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="text-center">
              <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-gold-500 font-display text-2xl font-semibold text-fairway-900">
                {index + 1}
              </span>
              <h3 className="mt-5 text-xl font-semibold text-fairway-900">{step.title}</h3>
              <p className="mx-auto mt-2 max-w-xs text-ink/70">{step.body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
