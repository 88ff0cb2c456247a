import type { ReactNode } from 'react';
import { RequireSignedIn } from '../auth/guards';

/** A member who opens an admin page: the same 403 the server gives, said plainly, and no admin call made. */
function Forbidden() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6">
      <p className="font-display text-7xl font-semibold text-gold-700">403</p>
      <h1 className="mt-4 text-3xl font-semibold text-fairway-900">This area is for administrators.</h1>
      <p className="mt-3 text-ink/70">Your account does not have the administrator role.</p>
    </section>
  );
}

/** Renders the page for administrators only; visitors are sent to log in first. */
export function AdminOnly({ children }: { children: ReactNode }) {
  return <RequireSignedIn>{(user) => (user.role === 'admin' ? children : <Forbidden />)}</RequireSignedIn>;
}
