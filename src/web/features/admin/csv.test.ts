import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';
import { formatPence } from './format';

describe('payments CSV', () => {
  it('quotes what needs quoting and defuses spreadsheet formulas', () => {
    const csv = toCsv(
      ['Customer', 'Amount'],
      [
        ['ann@example.com', 25.99],
        ['"Quoted", Name', 6.99],
        ['=HYPERLINK("http://evil")', 1],
      ],
    );
    expect(csv.split('\r\n')).toEqual(['Customer,Amount', 'ann@example.com,25.99', '"""Quoted"", Name",6.99', `"'=HYPERLINK(""http://evil"")",1`]);
  });

  it('shows pence as pounds', () => {
    expect(formatPence(2599)).toBe('£25.99');
    expect(formatPence(49700)).toBe('£497.00');
  });
});
