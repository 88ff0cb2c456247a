import { SectionHeading } from './SectionHeading';

/**
 * Spec §1 asks for three professional testimonials. The product is new and has no member stories
 * yet, so these are illustrative scenarios written by our team, and the section says so where the
 * reader sees it (decision 1001). Each describes only what the product does today.
 */
const SCENARIOS = [
  {
    name: 'Weekend golfer',
    title: 'Handicap 18, practises twice a week',
    initials: 'WG',
    content:
      'Films a driver swing down the line on the range, uploads it between buckets and sees the tempo ratio and head movement behind a slice, with one drill to take into the next bucket.',
  },
  {
    name: 'Teaching professional',
    title: 'Coaches juniors and adults',
    initials: 'TP',
    content:
      'Asks pupils to upload a face-on swing before each lesson, opens the frame-by-frame breakdown with the skeleton overlay and starts the lesson already knowing where the sway begins.',
  },
  {
    name: 'Club captain',
    title: 'Runs a winter improvement group',
    initials: 'CC',
    content:
      'Follows the group’s scores and 30-day trends on the performance dashboard and uses personal bests to keep members practising through the off-season.',
  },
] as const;

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-heading" className="bg-fairway-50 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="testimonials-heading"
          eyebrow="Who it is for"
          title="How golfers use Fairway Coach"
          intro="Illustrative scenarios written by our team to show a typical week with the product. They are not reviews from customers."
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {SCENARIOS.map((scenario) => (
            <li key={scenario.name}>
              <figure className="flex h-full flex-col rounded-2xl border border-fairway-100 bg-white p-6 shadow-sm">
                <svg viewBox="0 0 24 24" className="size-8 text-gold-500" fill="currentColor" aria-hidden>
                  <path d="M4 17.5c0-4.4 1.9-8.2 5.6-11l1.4 1.6C8.7 10 7.7 12 7.6 14H10v6H4zm10 0c0-4.4 1.9-8.2 5.6-11L21 8.1c-2.3 1.9-3.3 3.9-3.4 5.9H20v6h-6z" />
                </svg>
                <blockquote className="mt-4 flex-1 text-ink/80">{scenario.content}</blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span
                    aria-hidden
                    className="flex size-12 items-center justify-center rounded-full bg-gradient-to-br from-fairway-700 to-fairway-900 font-display text-lg font-semibold text-gold-300 ring-2 ring-gold-500/60"
                  >
                    {scenario.initials}
                  </span>
                  <span>
                    <span className="block font-semibold text-fairway-900">{scenario.name}</span>
                    <span className="block text-sm text-ink/70">{scenario.title}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
