import type { ReactNode } from 'react';
import { Card } from '../../components/ui/Card';

/** The centred card shared by login, register and the password reset pages. */
export function AuthCard({ title, subtitle, children, footer }: { title: string; subtitle: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="bg-gradient-to-b from-fairway-50 to-cream px-4 py-12 sm:py-20">
      <Card className="mx-auto w-full max-w-md p-8">
        <h1 className="text-3xl font-semibold text-fairway-900">{title}</h1>
        <p className="mt-2 text-ink/70">{subtitle}</p>
        <div className="mt-8">{children}</div>
        {footer && <div className="mt-6 border-t border-fairway-100 pt-6 text-center text-sm text-ink/70">{footer}</div>}
      </Card>
    </div>
  );
}
