import { FeedbackForm } from './FeedbackForm';
import { SectionHeading } from './SectionHeading';

/** The feedback section at the end of the landing page (spec §2); the footer's Contact Us leads here. */
export function Feedback() {
  return (
    <section id="feedback" className="scroll-mt-16 bg-fairway-50 py-20">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <SectionHeading eyebrow="Feedback" title="Help us build the coach you want" intro="Tell us what works, what is missing and what you would change." />
        <div className="mt-10">
          <FeedbackForm />
        </div>
      </div>
    </section>
  );
}
