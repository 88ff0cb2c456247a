import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOASTS } from '../../../shared/texts';
import { Toaster } from '../../components/ui/Toaster';
import { renderWithProviders } from '../../test/render';
import { SubscribeForm } from './SubscribeForm';

function renderForm(defaults = { email: '', name: '' }) {
  return renderWithProviders(
    <>
      <Toaster />
      <SubscribeForm planKey="starter" isSpecialOffer={false} defaults={defaults} />
    </>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('subscribe form', () => {
  it('keeps Subscribe disabled while the email or the name is empty', async () => {
    renderForm();
    const button = screen.getByRole('button', { name: 'Subscribe Now' });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Email'), 'ann@example.com');
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Full name'), 'Ann Lee');
    expect(button).toBeEnabled();
  });

  it("says 'Missing Information' for a blank name and 'Invalid Email' without an @", async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Email'), 'ann.example.com');
    await userEvent.type(screen.getByLabelText('Full name'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    expect(screen.getByRole('status')).toHaveTextContent(TOASTS.subscribeMissingInformation.title);
    expect(screen.getByRole('status')).toHaveTextContent(TOASTS.subscribeMissingInformation.description);
    await userEvent.type(screen.getByLabelText('Full name'), 'Ann');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    expect(screen.getByRole('status')).toHaveTextContent(TOASTS.invalidEmail.title);
  });

  it("reads 'Processing...' while the checkout is being created, with the spec's body", async () => {
    const requests: { url: string; body: unknown }[] = [];
    // The network never answers, so the form stays in its working state.
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      requests.push({ url, body: JSON.parse(String(init.body)) });
      return new Promise(() => undefined);
    });
    renderForm({ email: 'ann@example.com', name: 'Ann Lee' });
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(requests).toEqual([
      { url: '/api/create-subscription', body: { planType: 'starter', userEmail: 'ann@example.com', userName: 'Ann Lee', isSpecialOffer: false } },
    ]);
  });
});
