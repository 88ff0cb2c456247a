import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ANCHOR_SCROLL_DELAY_MS } from '../lib/timings';
import { scrollToSection } from '../components/layout/useSectionLink';
import { Clubs } from '../features/landing/Clubs';
import { Features } from '../features/landing/Features';
import { FinalCta } from '../features/landing/FinalCta';
import { Hero } from '../features/landing/Hero';
import { HowItWorks } from '../features/landing/HowItWorks';
import { Pricing } from '../features/landing/Pricing';

export function HomePage() {
  const { hash, key } = useLocation();

  // Arriving at "/#pricing" (a section link from another page, or a shared link): the sections
  // exist only after this render, so scroll after the spec's short delay (§9: 100 ms).
  useEffect(() => {
    if (!hash) return;
    const timer = setTimeout(() => scrollToSection(hash.slice(1)), ANCHOR_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hash, key]);

  return (
    <>
      <Hero />
      <Features />
      <HowItWorks />
      <Pricing />
      <Clubs />
      <FinalCta />
    </>
  );
}
