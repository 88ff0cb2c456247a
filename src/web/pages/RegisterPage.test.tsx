import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/texts';
import { MEMBER, NO_MEMBERSHIP, renderWithProviders } from '../test/render';
import { RegisterPage } from './RegisterPage';

function renderRegister(user: typeof MEMBER | null = null, options: Omit<Parameters<typeof renderWithProviders>[1] & object, 'user'> = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/dashboard" element={<h1>Dashboard here</h1>} />
      <Route path="/subscribe" element={<SubscribeHere />} />
    </Routes>,
    { user, path: '/register', ...options },
  );
}

function SubscribeHere() {
  return <h1>Plans here: {useLocation().search}</h1>;
}

describe('register page', () => {
  it('says "Passwords don\'t match" as soon as the confirmation differs', async () => {
    renderRegister();
    await userEvent.type(screen.getByLabelText('Password'), 'correct-horse');
    expect(screen.queryByText(MESSAGES.passwordsDontMatch)).toBeNull();
    await userEvent.type(screen.getByLabelText('Confirm password'), 'correct-hors');
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.passwordsDontMatch);
    await userEvent.type(screen.getByLabelText('Confirm password'), 'e');
    expect(screen.queryByText(MESSAGES.passwordsDontMatch)).toBeNull();
  });

  it('explains each rule once the field has been left', async () => {
    renderRegister();
    await userEvent.type(screen.getByLabelText('First name'), 'A');
    await userEvent.type(screen.getByLabelText('Last name'), 'B');
    await userEvent.type(screen.getByLabelText('Email'), 'no-at-sign');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.tab();
    expect(screen.getByText('First name must be at least 2 characters.')).toBeInTheDocument();
    expect(screen.getByText('Last name must be at least 2 characters.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters.')).toBeInTheDocument();
  });

  it('shows every problem when submitted empty, without leaving the page', async () => {
    renderRegister();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getAllByRole('alert').length).toBeGreaterThanOrEqual(4);
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('links to login and sends a signed-in member to the dashboard', () => {
    const { unmount } = renderRegister();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    unmount();
    renderRegister(MEMBER);
    expect(screen.getByRole('heading', { name: 'Dashboard here' })).toBeInTheDocument();
  });

  it('sends a signed-in member without a plan to the plans, back to the one they were choosing', () => {
    renderRegister(MEMBER, { membership: NO_MEMBERSHIP, path: '/register?next=%2Fsubscribe%3Fplan%3Dindividual' });
    expect(screen.getByRole('heading', { name: 'Plans here: ?plan=individual' })).toBeInTheDocument();
  });
});
