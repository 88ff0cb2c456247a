import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/texts';
import { renderWithProviders } from '../test/render';
import { NotFoundPage } from './NotFoundPage';

describe('NotFoundPage', () => {
  it('tells a golfer the page is missing without naming source files', () => {
    const { container } = renderWithProviders(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(MESSAGES.notFound);
    expect(screen.getByRole('link', { name: 'Back to Home' })).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/Developer|\.tsx?\b|ROUTES/);
  });
});
