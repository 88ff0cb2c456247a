import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MEMBER, renderWithProviders } from '../../test/render';
import { TopNav } from './TopNav';

function desktopLinks() {
  return screen.getByRole('navigation', { name: 'Main' });
}

describe('top navigation', () => {
  it('offers Login and Join Premium to visitors, without Community', () => {
    renderWithProviders(<TopNav />);
    const nav = desktopLinks();
    for (const name of ['Features', 'Pricing', 'For Clubs']) expect(within(nav).getByRole('button', { name })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: 'Join Premium' })).toHaveAttribute('href', '/subscribe');
    expect(within(nav).queryByRole('link', { name: 'Community' })).toBeNull();
    expect(within(nav).queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it('offers Community, Dashboard and Logout to members', () => {
    renderWithProviders(<TopNav />, { user: MEMBER });
    const nav = desktopLinks();
    expect(within(nav).getByRole('link', { name: 'Community' })).toHaveAttribute('href', '/community');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Login' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Join Premium' })).toBeNull();
  });

  it('toggles a mobile menu with the same links', async () => {
    renderWithProviders(<TopNav />, { user: MEMBER });
    expect(document.getElementById('mobile-menu')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = document.getElementById('mobile-menu')!;
    const names = [...menu.querySelectorAll('a, button')].map((element) => element.textContent);
    expect(names).toEqual(['Features', 'Pricing', 'For Clubs', 'Blog', 'Community', 'Dashboard', 'Logout']);
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(document.getElementById('mobile-menu')).toBeNull();
  });

  it('closes the mobile menu with Escape', async () => {
    renderWithProviders(<TopNav />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(document.getElementById('mobile-menu')).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(document.getElementById('mobile-menu')).toBeNull();
  });
});
