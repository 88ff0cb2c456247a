import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
// The forms import their schemas when first focused; by the time a visitor has typed, that
// import has finished, so it is loaded here up front rather than inside each test's time limit.
import '../../../shared/leads';
import { TOASTS } from '../../../shared/texts';
import { Toaster } from '../../components/ui/Toaster';
import { renderWithProviders } from '../../test/render';
import { ClubLeadForm } from './ClubLeadForm';
import { EmailCaptureForm } from './EmailCaptureForm';
import { FeedbackForm } from './FeedbackForm';

/** The forms' own rules (spec §5): each bad input shows the spec's toast and sends nothing. */

let fetchSpy: MockInstance<typeof fetch>;
beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch');
});
afterEach(() => {
  fetchSpy.mockRestore();
});

/** The form loads its schemas on first use (decision 1021), so the toast comes a moment after the click. */
async function expectToast(text: { title: string; description: string }) {
  const toast = await screen.findByRole('status');
  expect(toast).toHaveTextContent(text.title);
  expect(toast).toHaveTextContent(text.description);
}

describe('e-mail capture', () => {
  const renderForm = () =>
    renderWithProviders(
      <>
        <EmailCaptureForm source="hero" labels={{ idle: 'Get Free Tips', pending: 'Joining...' }} />
        <Toaster />
      </>,
    );

  it("says 'Invalid Email' for an empty value and for one without '@'", async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Get Free Tips' }));
    await expectToast(TOASTS.invalidEmail);
    await userEvent.type(screen.getByLabelText('Email address'), 'golfer.example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Get Free Tips' }));
    await expectToast(TOASTS.invalidEmail);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('club partnership form', () => {
  const renderForm = () =>
    renderWithProviders(
      <>
        <ClubLeadForm />
        <Toaster />
      </>,
    );

  it("says 'Missing Information' and marks each required field when any is empty", async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Contact name *'), 'Morag Stewart');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Partnership Request' }));
    await expectToast(TOASTS.clubMissingInformation);
    expect(screen.getByLabelText('Club, resort or academy *')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Club name is required.')).toBeInTheDocument();
    expect(screen.getByText('Please choose a partnership type.')).toBeInTheDocument();
    expect(screen.getByLabelText('Contact name *')).toHaveAttribute('aria-invalid', 'false');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('uses an e-mail field and explains an address without @', async () => {
    renderForm();
    expect(screen.getByLabelText('Email *')).toHaveAttribute('type', 'email');
    await userEvent.type(screen.getByLabelText('Contact name *'), 'Morag Stewart');
    await userEvent.type(screen.getByLabelText('Email *'), 'morag.example.com');
    await userEvent.type(screen.getByLabelText('Club, resort or academy *'), 'Loch Ness Golf Club');
    await userEvent.selectOptions(screen.getByLabelText('Partnership type *'), 'resort');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Partnership Request' }));
    await expectToast(TOASTS.invalidEmail);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('feedback form', () => {
  const renderForm = () =>
    renderWithProviders(
      <>
        <FeedbackForm />
        <Toaster />
      </>,
    );

  it('keeps Send disabled while the message is empty', async () => {
    renderForm();
    const send = screen.getByRole('button', { name: 'Send Feedback' });
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Message'), 'G');
    expect(send).toBeEnabled();
  });

  it("says 'Message Required' when the trimmed message is under 5 characters", async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Message'), '   abcd    ');
    await userEvent.click(screen.getByRole('button', { name: 'Send Feedback' }));
    await expectToast(TOASTS.feedbackMessageRequired);
    expect(screen.getByLabelText('Message')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('takes a rating of one to five stars, or none', async () => {
    renderForm();
    await userEvent.click(screen.getByLabelText('4 stars'));
    expect(screen.getByLabelText('4 stars')).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Clear rating' }));
    expect(screen.getByLabelText('4 stars')).not.toBeChecked();
  });
});
