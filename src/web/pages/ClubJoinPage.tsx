import { useSearchParams } from 'react-router-dom';
import { JoinClub } from '../features/clubs/JoinClub';

/** /club/join?token=… — the e-mailed club invitation. */
export function ClubJoinPage() {
  const [params] = useSearchParams();
  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <JoinClub token={params.get('token') ?? ''} />
    </section>
  );
}
