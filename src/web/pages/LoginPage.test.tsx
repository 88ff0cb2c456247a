import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MEMBER, renderWithProviders } from '../test/render';
import { LoginPage } from './LoginPage';

function renderLogin(user: typeof MEMBER | null = null) {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/dashboard" element={<h1>Dashboard here</h1>} />
    </Routes>,
    { user, path: '/login' },
  );
}

describe('login page', () => {
  it('enables Sign In only with an @ in the email and an 8-character password', async () => {
    renderLogin();
    const button = screen.getByRole('button', { name: 'Sign In' });
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Enter your email and your password (at least 8 characters) to sign in.');

    await userEvent.type(email, 'ann.example.com');
    await userEvent.type(password, 'longenough');
    expect(button).toBeDisabled();

    expect(button).toHaveAccessibleDescription('Enter your full email address, with its @, to sign in.');

    await userEvent.clear(email);
    await userEvent.type(email, 'ann@example.com');
    expect(button).toBeEnabled();
    expect(screen.queryByText(/to sign in\.$/)).not.toBeInTheDocument();

    await userEvent.clear(password);
    await userEvent.type(password, 'short77');
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Your password has at least 8 characters: 1 more to go.');
    await userEvent.type(password, '8');
    expect(button).toBeEnabled();
  });

  it('shows and hides the password', async () => {
    renderLogin();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('links to register', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  });

  it('sends a signed-in member to the dashboard', () => {
    renderLogin(MEMBER);
    expect(screen.getByRole('heading', { name: 'Dashboard here' })).toBeInTheDocument();
  });
});
