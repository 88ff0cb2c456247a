import { formatPlanPrice, PLANS } from '../../../shared/plans';
import { Button } from '../../components/ui/Button';
import { scrollToSection } from '../../components/layout/useSectionLink';
import { ClubLeadForm } from './ClubLeadForm';

const CLUB_BENEFITS = [
  { title: 'Group member management', body: 'Invite golfers and coaches by e-mail, see who is practising, and free a seat when someone leaves.' },
  { title: 'Club-branded interface', body: 'Your logo, name and colours across your members’ app and club e-mails.' },
  { title: 'Team analytics dashboard', body: 'Each golfer’s latest score, trend and main fault, the faults common across the team, and who improved most.' },
] as const;

/** For clubs, resorts, academies and pros (spec §1, §2 clubs section with its lead form). */
export function Clubs() {
  return (
    <section id="clubs" className="scroll-mt-16 bg-fairway-900 py-20 text-cream">
      <div className="mx-auto grid max-w-6xl gap-12 px-4 sm:px-6 lg:grid-cols-[1fr_1.1fr] lg:items-start">
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-gold-400">For clubs</p>
          <h2 className="mt-3 text-3xl font-semibold sm:text-4xl">Bring AI coaching to your whole club</h2>
          <p className="mt-4 text-lg text-cream/75">
            Programs for golf clubs, resorts, academies and teaching professionals, from {formatPlanPrice(PLANS.club_starter)} for up to 10 members to unlimited
            members with API access and white-label branding at {formatPlanPrice(PLANS.club)}.
          </p>
          <ul className="mt-8 space-y-4">
            {CLUB_BENEFITS.map((benefit) => (
              <li key={benefit.title} className="rounded-2xl border border-white/10 bg-white/5 p-5">
                <h3 className="text-lg font-semibold text-gold-300">{benefit.title}</h3>
                <p className="mt-1 text-cream/75">{benefit.body}</p>
              </li>
            ))}
          </ul>
          <Button variant="gold" size="lg" className="mt-8 w-full sm:w-auto" onClick={() => scrollToSection('club-form')}>
            Request Club Demo
          </Button>
        </div>
        <ClubLeadForm />
      </div>
    </section>
  );
}
