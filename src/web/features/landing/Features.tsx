import { Card } from '../../components/ui/Card';
import { SectionHeading } from './SectionHeading';

/** The six claims of spec §1, each with a simple line icon (24×24 path). */
const FEATURES = [
  {
    // Frames reach the server every 0.5–2 s and the overlay is a skeleton (issue 27): no "AR", no "while you swing".
    title: 'Live Camera Analysis',
    body: 'Set your phone up at the range: every second or two it reads your swing phase, draws your skeleton and names the next thing to work on.',
    icon: 'M3 7h4l2-3h6l2 3h4v13H3z M12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  },
  {
    title: 'Frame-by-Frame Video Analysis',
    body: 'Upload a clip: we find address, top and impact and measure tempo, sway, head movement and turn.',
    icon: 'M4 5h16v14H4z M10 9l5 3-5 3z',
  },
  {
    title: 'Performance Dashboard',
    body: 'Tempo, balance, power, accuracy and consistency over a week, a month, three months or a year (by plan), with personal bests.',
    icon: 'M4 20V10 M10 20V4 M16 20v-7 M22 20H2',
  },
  {
    title: '24/7 AI Golf Coach',
    body: 'Ask about your last range session at midnight. Answers grounded in your own analyses.',
    icon: 'M4 5h16v11H8l-4 4z M8 10h8 M8 13h5',
  },
  {
    title: 'Community Chat',
    body: 'Rooms for every part of the game and direct messages with fellow members.',
    icon: 'M17 20v-2a4 4 0 0 0-8 0v2 M13 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6z M21 20v-2a4 4 0 0 0-3-3.9 M3 20v-2a4 4 0 0 1 3-3.9',
  },
  {
    title: 'Club & Resort Programs',
    body: 'Member management, a club-branded interface and team analytics for clubs, academies and pros.',
    icon: 'M6 21V3 M6 4l10 4-10 4 M3 21h18',
  },
] as const satisfies ReadonlyArray<{ title: string; body: string; icon: string }>;

export function Features() {
  return (
    <section id="features" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <SectionHeading
        eyebrow="Features"
        title="A coach in your pocket, on every range"
        intro="Everything a serious golfer needs to understand their swing and keep improving."
      />
      <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((feature) => (
          <Card key={feature.title} className="transition-shadow hover:shadow-md">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-fairway-800 text-gold-400">
              <svg
                viewBox="0 0 24 24"
                className="size-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinejoin="round"
                strokeLinecap="round"
                aria-hidden
              >
                <path d={feature.icon} />
              </svg>
            </span>
            <h3 className="mt-5 text-xl font-semibold text-fairway-900">{feature.title}</h3>
            <p className="mt-2 text-ink/70">{feature.body}</p>
          </Card>
        ))}
      </div>
    </section>
  );
}
