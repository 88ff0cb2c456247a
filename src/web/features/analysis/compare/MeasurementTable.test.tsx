import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { profileQueryKey } from '../../../lib/golfProfile';
import { syntheticDetail } from '../../../test/analysisDetail';
import { MEMBER, renderWithProviders } from '../../../test/render';
import { MeasurementTable } from './MeasurementTable';

const detail = (id: string, createdAt: string, golfer: Parameters<typeof syntheticDetail>[2]) => syntheticDetail(id, createdAt, golfer, { userId: MEMBER.id });
/** The name row and the values row of one measurement. */
const measurement = (name: string) => screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tbody')!;
const cells = (name: string) =>
  within(measurement(name))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

const steady = detail('a', '2026-11-01T10:00:00.000Z', {});
const swaying = detail('b', '2026-11-20T10:00:00.000Z', { sway: 25 });

describe('the measurements of two swings side by side', () => {
  it('puts the earlier swing first and says each value and change in head-widths and degrees, never in engine units', () => {
    // Given in either order, the earlier swing is the "Earlier" column.
    renderWithProviders(<MeasurementTable first={swaying} second={steady} />, { user: MEMBER });
    const [earlier, later, change] = cells('Hip sway');
    expect(earlier).toMatch(/head-width/);
    expect(later).toMatch(/head-width/);
    expect(change).toMatch(/^(a quarter of a|half a|three quarters of a) head-width|[\d.]+ head-widths/);
    expect(change).toMatch(/ moreworse$/);
    expect(within(measurement('Hip sway')).getByText(/^Good: turning in place, under /)).toBeInTheDocument();
    const [, , turn] = cells('Shoulder turn');
    expect(turn).toMatch(/^(no change|[+−]\d+°)(better|worse|same)$/);
    expect(cells('Tempo ratio')[2]).toMatch(/same$/);
    const table = screen.getByTestId('measurement-table');
    expect(table.textContent).not.toMatch(/torso|tour [<>\d]|tour range/);
    expect(screen.getAllByTestId('measurement-change')).toHaveLength(steady.analysis!.analysisResults.metrics.length);
    expect(screen.getByText(/Add your height to your golf profile/)).toBeInTheDocument();
  });

  it("says distances in inches and centimetres from the owner's height, the change with its sign", () => {
    renderWithProviders(<MeasurementTable first={steady} second={swaying} />, {
      user: MEMBER,
      cached: [[profileQueryKey(MEMBER.id), { profile: { height: 180 } }]],
    });
    const [earlier, later, change] = cells('Hip sway');
    expect(earlier).toMatch(/^[\d.]+ in \(\d+ cm\)$/);
    expect(later).toMatch(/^[\d.]+ in \(\d+ cm\)$/);
    expect(change).toMatch(/^\+[\d.]+ in \(\d+ cm\)worse$/);
    expect(screen.queryByText(/Add your height/)).not.toBeInTheDocument();
  });
});
