import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { analysisKey } from '../api';
import { syntheticDetail } from '../../../test/analysisDetail';
import { renderWithProviders } from '../../../test/render';
import { EditableAnalysisLabels } from './AnalysisLabels';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('changing an upload’s details on the result page', () => {
  it('sends the details as chosen, and keeps the coached-again analysis it gets back', async () => {
    const detail = syntheticDetail('a1', '2026-11-30T10:00:00.000Z', { shoulderTurn: 50 }, { clubUsed: 'Driver', practiceType: 'Driving range' });
    const relabelled = { ...detail, clubUsed: 'Sand Wedge' as const, swingLength: 'Half swing' as const };
    const requests: { url: string; method: string; body: unknown }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      requests.push({ url, method: String(init.method), body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify(relabelled), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const { queryClient } = renderWithProviders(<EditableAnalysisLabels analysis={detail} />);
    expect(screen.getByText('Driver · Driving range')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit details' }));
    expect(screen.getByLabelText('Club used')).toHaveValue('Driver');
    await userEvent.selectOptions(screen.getByLabelText('Club used'), 'Sand Wedge');
    await userEvent.selectOptions(screen.getByLabelText('Swing length'), 'Half swing');
    await userEvent.selectOptions(screen.getByLabelText('Practice type'), '');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));

    await screen.findByRole('button', { name: 'Edit details' });
    expect(requests).toEqual([{ url: '/api/swing-analyses/a1/labels', method: 'PUT', body: { clubUsed: 'Sand Wedge', swingLength: 'Half swing' } }]);
    expect(queryClient.getQueryData(analysisKey('a1'))).toEqual(relabelled);
  });

  it('keeps the form open with the server’s words when it refuses, and forgets them once closed', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ message: 'This analysis has not finished: its details can be changed once it has.' }), { status: 409 }),
    );
    renderWithProviders(<EditableAnalysisLabels analysis={syntheticDetail('a2', '2026-11-30T10:00:00.000Z', {})} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit details' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This analysis has not finished: its details can be changed once it has.');
    expect(screen.getByRole('button', { name: 'Save details' })).toBeEnabled();
    // Opened again, the form does not show the earlier refusal.
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit details' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
