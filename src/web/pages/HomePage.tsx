import { useEffect } from 'react';
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

export function HomePage() {
  const { hash, key } = useLocation();

  // Arriving at "/#pricing" (a section link from another page, or a shared link): the sections
  // exist only after this render, so scroll after the spec's short delay (§9: 100 ms).
  useEffect(() => {
    if (!hash) return;
    const timer = setTimeout(() => scrollToSection(hash.slice(1)), ANCHOR_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hash, key]);

  // Spec §2 order: hero, features, pricing, explainer, testimonials, clubs, calls to action,
  // feedback, quotes; the coach button and the modals float above the page.
  return (
    <>
      <Hero />
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
  );
}
