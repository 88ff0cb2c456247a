import { formatPlanPrice, PLANS } from '../../../shared/plans';

const CLUB_BENEFITS = [
  { title: 'Group member management', body: 'Add members, see who is practising and share drills across the club.' },
  { title: 'Club-branded interface', body: 'Your crest and colours on every analysis your members receive.' },
  { title: 'Team analytics dashboard', body: 'Progress across squads, juniors and academies in one view.' },
] as const;

/** For clubs, resorts, academies and pros (spec §1). The partnership form arrives with the lead capture issue. */
export function Clubs() {
  return (
    <section id="clubs" className="bg-fairway-900 py-20 text-cream">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-gold-400">For clubs</p>
          <h2 className="mt-3 text-3xl font-semibold sm:text-4xl">Bring AI coaching to your whole club</h2>
          <p className="mt-4 text-lg text-cream/75">
            Programs for golf clubs, resorts, academies and teaching professionals, from{' '}
            {formatPlanPrice(PLANS.club_starter)} for up to 10 members to unlimited members with API access and white-label
            branding at {formatPlanPrice(PLANS.club)}.
          </p>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {CLUB_BENEFITS.map((benefit) => (
            <li key={benefit.title} className="rounded-2xl border border-white/10 bg-white/5 p-6">
              <h3 className="text-xl font-semibold text-gold-300">{benefit.title}</h3>
              <p className="mt-2 text-cream/75">{benefit.body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
