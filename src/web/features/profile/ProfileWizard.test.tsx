import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { profileWizardSteps } from '../../../shared/profile';
import { TOASTS } from '../../../shared/texts';
import { Toaster } from '../../components/ui/Toaster';
import { renderWithProviders } from '../../test/render';
import { formFromStored } from './profileForm';
import { ProfileWizard } from './ProfileWizard';

function renderWizard() {
  return renderWithProviders(
    <>
      <Toaster />
      <ProfileWizard
        userId="5f0c2a4e-7d55-4a8e-9f55-3d2b8f1f6c11"
        initial={formFromStored(null, { firstName: 'Ann', lastName: 'Lee' })}
        profileQueryKey={['/api/users', 'x', 'profile']}
        onComplete={() => {}}
      />
    </>,
  );
}

describe('golf profile wizard', () => {
  it('walks six steps with a progress bar, Previous disabled on the first', async () => {
    renderWizard();
    const progress = screen.getByRole('progressbar', { name: 'Profile progress' });
    expect(screen.getByText('Step 1 of 6')).toBeInTheDocument();
    expect(progress).toHaveAttribute('aria-valuenow', '17');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    for (let step = 2; step <= 6; step++) {
      await userEvent.click(screen.getByRole('button', { name: 'Next Step' }));
      expect(screen.getByText(`Step ${step} of 6`)).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: profileWizardSteps[step - 1]!.title })).toBeInTheDocument();
    }
    expect(progress).toHaveAttribute('aria-valuenow', '100');
    expect(screen.queryByRole('button', { name: 'Next Step' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Complete Profile' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Step 5 of 6')).toBeInTheDocument();
  });

  it("shows play frequency with the spec's labels over the stored keys", async () => {
    renderWizard();
    await userEvent.click(screen.getByRole('button', { name: 'Next Step' }));
    const select = screen.getByLabelText('How often do you play?');
    const options = [...select.querySelectorAll('option')].map((option) => [option.value, option.textContent]);
    expect(options).toEqual([
      ['', 'Select...'],
      ['daily', 'Daily'],
      ['weekly', '2-3 times per week'],
      ['monthly', 'Weekly'],
      ['occasional', 'Monthly or less'],
    ]);
  });

  it('returns to the step with an out-of-range value instead of saving', async () => {
    renderWizard();
    await userEvent.type(screen.getByLabelText('Height (cm)'), '999');
    for (let step = 2; step <= 6; step++) await userEvent.click(screen.getByRole('button', { name: 'Next Step' }));
    await userEvent.click(screen.getByRole('button', { name: 'Complete Profile' }));
    expect(screen.getByText('Step 1 of 6')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Height must be between 100 and 250 cm.');
  });
});

describe('golf profile wizard without a server', () => {
  it("shows 'Profile Save Failed' and keeps the answers when the save cannot reach the server", async () => {
    // No server answers in this test environment, so the PUT fails as it would offline.
    renderWizard();
    await userEvent.type(screen.getByLabelText('Height (cm)'), '180');
    for (let step = 2; step <= 6; step++) await userEvent.click(screen.getByRole('button', { name: 'Next Step' }));
    await userEvent.click(screen.getByRole('button', { name: 'Complete Profile' }));
    const failure = await screen.findByRole('status');
    expect(failure).toHaveTextContent(TOASTS.profileSaveFailed.title);
    expect(failure).toHaveTextContent(TOASTS.profileSaveFailed.description);
    expect(failure).toHaveAttribute('data-variant', 'destructive');
    for (let step = 5; step >= 1; step--) await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Step 1 of 6')).toBeInTheDocument();
    expect(screen.getByLabelText('Height (cm)')).toHaveValue(180);
  });
});
