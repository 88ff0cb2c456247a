import { startTransition, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ANCHOR_SCROLL_DELAY_MS } from '../lib/timings';
import { scrollToSection } from '../components/layout/useSectionLink';
import { CoachWidget } from '../features/coach/CoachWidget';
import { Clubs } from '../features/landing/Clubs';
import { Features } from '../features/landing/Features';
import { Feedback } from '../features/landing/Feedback';
import { FinalCta } from '../features/landing/FinalCta';
import { Hero } from '../features/landing/Hero';
import { HowItWorks } from '../features/landing/HowItWorks';
import { LandingModals } from '../features/landing/modals/LandingModals';
import { Pricing } from '../features/landing/Pricing';
import { QuoteBanner } from '../features/landing/QuoteBanner';
import { Testimonials } from '../features/landing/Testimonials';

/**
 * True from the moment after the first paint. Everything below the hero renders then, in a
 * transition: the hero (what a visitor sees first, and the largest paint) is not held up by six
 * more sections, and React yields to the browser between them instead of blocking the main
 * thread for the whole page at once (decision 1021).
 */
function useBelowTheFold(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready;
}

export function HomePage() {
  const { hash, key } = useLocation();
  const belowTheFold = useBelowTheFold();

  // Arriving at "/#pricing" (a section link from another page, or a shared link): the sections
  // exist only once rendered, so scroll after the spec's short delay (§9: 100 ms) from then.
  useEffect(() => {
    if (!hash || !belowTheFold) return;
    const timer = setTimeout(() => scrollToSection(hash.slice(1)), ANCHOR_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hash, key, belowTheFold]);

  // Spec §2 order: hero, features, pricing, explainer, testimonials, clubs, calls to action,
  // feedback, quotes; the coach button and the modals float above the page. Until the rest
  // renders, a screen-high space keeps the footer from showing under the hero and jumping away.
  return (
    <>
      <Hero />
      {belowTheFold ? (
        <>
          <Features />
          <Pricing />
          <HowItWorks />
          <Testimonials />
          <Clubs />
          <FinalCta />
          <Feedback />
          <QuoteBanner />
          <CoachWidget />
          <LandingModals />
        </>
      ) : (
        <div className="min-h-screen" />
      )}
    </>
  );
}
