import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ModelDifference } from '../../../swing/modelDifferences';
import { renderWithProviders } from '../../test/render';
import { ModelDifferencesCard } from './ModelDifferencesCard';

const differences: ModelDifference[] = [
  {
    key: 'leadArmBendTop',
    name: 'Lead arm at the top',
    same: false,
    text: "Your lead arm at the top: 18° more bent than the model's",
    difference: 18,
    at: 'top',
  },
  {
    key: 'shoulderTurn',
    name: 'Shoulder turn at the top',
    same: true,
    text: "Shoulder turn at the top: about the same as the model's",
    difference: 1,
    at: 'top',
  },
  { key: 'backswingTime', name: 'Backswing time', same: false, text: "Backswing 0.20 s longer than the model's", difference: 0.2 },
  {
    key: 'headMovement',
    name: 'Head movement to impact',
    same: true,
    text: "Head movement to impact: about the same as the model's",
    difference: 2,
    at: 'impact',
  },
];

describe('the differences from the model', () => {
  it('lists what differs with a way to see it, and what matches on one line', async () => {
    const onShow = vi.fn();
    renderWithProviders(<ModelDifferencesCard differences={differences} heightKnown onShow={onShow} />);
    const list = screen.getByTestId('model-differences');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText("Your lead arm at the top: 18° more bent than the model's")).toBeInTheDocument();
    // A time has no position to show.
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    await userEvent.click(within(list).getByRole('button', { name: 'See at Top' }));
    expect(onShow).toHaveBeenCalledWith('top');
    expect(screen.getByText(/About the same as the model:/).parentElement).toHaveTextContent(
      'About the same as the model: shoulder turn at the top, head movement to impact.',
    );
    expect(screen.queryByText(/Add your height/)).not.toBeInTheDocument();
  });

  it('asks for the height when distances are in head-widths, and says when nothing was measured on both', () => {
    renderWithProviders(<ModelDifferencesCard differences={[]} heightKnown={false} />);
    expect(screen.getByText(/Add your height to your golf profile/)).toBeInTheDocument();
    expect(screen.getByText(/Nothing was measured on both swings/)).toBeInTheDocument();
    expect(screen.queryByTestId('model-differences')).not.toBeInTheDocument();
  });
});
