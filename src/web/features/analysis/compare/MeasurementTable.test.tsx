import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { syntheticDetail as detail } from '../../../test/analysisDetail';
import { renderWithProviders } from '../../../test/render';
import { MeasurementTable } from './MeasurementTable';

const row = (label: string) => screen.getByText(label, { selector: 'td' }).closest('tr')!;

describe('the measurements of two swings side by side', () => {
  it('puts the earlier swing first and says which way each measurement went', () => {
    const steady = detail('a', '2026-11-01T10:00:00.000Z', {});
    const swaying = detail('b', '2026-11-20T10:00:00.000Z', { sway: 25 });
    // Given in either order, the earlier swing is the "Earlier" column.
    renderWithProviders(<MeasurementTable first={swaying} second={steady} />);
    const sway = row('Hip sway away from the target');
    expect(within(sway).getByText('worse')).toBeInTheDocument();
    expect(within(sway).getByText(/^\+\d+(\.\d+)?$/)).toBeInTheDocument();
    expect(within(sway).getByText('% of torso · tour < 10')).toBeInTheDocument();
    expect(within(row('Tempo ratio (backswing : downswing)')).getByText('same')).toBeInTheDocument();
    expect(within(screen.getByTestId('measurement-table')).getAllByRole('row').length).toBe(steady.analysis!.analysisResults.metrics.length + 1);
  });
});
