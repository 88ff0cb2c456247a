import { Link } from 'react-router-dom';
import { formatPlanPrice, PLANS } from '../../../shared/plans';
import { ROUTES } from '../../../shared/routes';
import { Button, buttonClasses } from '../../components/ui/Button';
import { scrollToSection } from '../../components/layout/useSectionLink';
import { KEEP_CLEAR } from '../../lib/keepClear';
import { EmailCaptureForm } from './EmailCaptureForm';
import { SwingIllustration } from './SwingIllustration';

const starterPrice = formatPlanPrice(PLANS.starter_weekly);

export function Hero() {
  return (
    <section className="relative overflow-hidden bg-fairway-900 text-cream">
      <div className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(212,175,55,0.18),transparent_55%)]" />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-[1.1fr_0.9fr]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-gold-400">Premium AI swing coaching</p>
          <h1 className="mt-4 text-4xl leading-tight font-semibold sm:text-5xl lg:text-6xl">
            Every swing measured.
            <span className="block text-gold-400">Every round better.</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-cream/80">
            Upload a swing from your phone. Fairway Coach finds your address, top and impact, measures tempo, balance and turn, and tells you the one thing to
            fix next, frame by frame.
          </p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <Link to={ROUTES.subscribe.path} className={buttonClasses('gold', 'lg')}>
              Start Your Journey - {starterPrice}
            </Link>
            <Button variant="outlineLight" size="lg" onClick={() => scrollToSection('clubs')}>
              Club Partnership Inquiry
            </Button>
          </div>
          <p className="mt-6 text-sm text-cream/60">30-day satisfaction guarantee · Cancel anytime</p>
          {/* The floating coach button steps aside rather than cover this box on a phone. */}
          <div {...KEEP_CLEAR} className="mt-8 max-w-xl rounded-2xl border border-white/10 bg-white/5 p-5">
            <p id="free-tips" className="font-semibold text-cream">
              Golf tips by e-mail
            </p>
            {/* What the tips list does (decision 2711): confirmation first, the blog's new posts weekly, one-click unsubscribe. */}
            <p className="mt-1 text-sm text-cream/70">
              New articles from our blog on a weekly round, once you confirm your address. Every tips e-mail has a one-click unsubscribe.
            </p>
            <div className="mt-4">
              <EmailCaptureForm source="hero" labels={{ idle: 'Join the List', pending: 'Joining...' }} tone="dark" />
            </div>
          </div>
        </div>
        <SwingIllustration />
      </div>
    </section>
  );
}
