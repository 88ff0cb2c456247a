import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { planFeatures } from '../../../shared/entitlements';
import { LANDING_PLAN_KEYS, PLANS } from '../../../shared/plans';
import { renderWithProviders } from '../../test/render';
import { Pricing } from './Pricing';

describe('the landing pricing grid', () => {
  it('lists for each plan exactly the lines its entitlement row gives (decision 2700)', () => {
    renderWithProviders(<Pricing />);
    const cards = screen.getAllByRole('listitem').filter((item) => within(item).queryByRole('heading', { level: 3 }));
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(LANDING_PLAN_KEYS.map((key) => PLANS[key].name));
    for (const [index, key] of LANDING_PLAN_KEYS.entries()) {
      const lines = within(cards[index]!)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.replace('✓', '').trim());
      expect(lines, key).toEqual(planFeatures(key));
    }
  });
});
