import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { GolfProfileReply } from '../../../shared/profile';
import { MEMBER, queryClientWithUser } from '../../test/render';
import { profileQueryKey } from '../../lib/golfProfile';
import { ProfileOffer } from './ProfileOffer';

function stored(profileCompleted: boolean): GolfProfileReply {
  return {
    profile: {
      userId: MEMBER.id,
      firstName: null,
      lastName: null,
      height: null,
      weight: null,
      dominantHand: null,
      golfExperience: null,
      handicap: null,
      playFrequency: null,
      golfGoals: null,
      driverBrand: null,
      driverLoft: null,
      ironSet: null,
      clubFitting: null,
      preferredTees: null,
      homeCourse: null,
      favoriteCoursetype: null,
      swingFocusAreas: '[]',
      profileCompleted,
      updatedAt: null,
    },
  };
}

function renderOffer(profileCompleted: boolean) {
  const queryClient = queryClientWithUser(MEMBER);
  queryClient.setQueryData(profileQueryKey(MEMBER.id), stored(profileCompleted));
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ProfileOffer userId={MEMBER.id} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => localStorage.clear());

describe('the profile wizard offered to a new member', () => {
  it('links to the wizard until the profile is complete', () => {
    renderOffer(false);
    expect(screen.getByRole('link', { name: 'Set up my golf profile' })).toHaveAttribute('href', '/profile');
  });

  it('is not offered once the profile is complete', () => {
    renderOffer(true);
    expect(screen.queryByTestId('profile-offer')).toBeNull();
  });

  it('can be skipped, and stays skipped', async () => {
    const { unmount } = renderOffer(false);
    await userEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(screen.queryByTestId('profile-offer')).toBeNull();
    unmount();
    renderOffer(false);
    expect(screen.queryByTestId('profile-offer')).toBeNull();
  });
});
