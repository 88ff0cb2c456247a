import { describe, expect, it } from 'vitest';
import type { ShownMessage } from './messages';
import { wasStored, withoutGivenBack, type SentMessage } from './unconfirmedSends';

const dan = { id: 'dan', firstName: 'Dan', lastName: 'Hale', foundingMember: false };
const eve = { id: 'eve', firstName: 'Eve', lastName: 'Moss', foundingMember: false };
const stored = (id: number, author: typeof dan, content: string): ShownMessage => ({
  id,
  author,
  content,
  createdAt: '2026-12-04T05:00:00Z',
  sharedAnalysis: null,
});
const sent: SentMessage = { key: 'room:1', text: '  Midsize ones for me. ', analysisId: '', afterId: 10 };

describe('wasStored', () => {
  it('finds the member’s own words, stored trimmed, after what was shown when they left', () => {
    expect(wasStored(sent, [stored(11, eve, 'Hi'), stored(12, dan, 'Midsize ones for me.')], 'dan')).toBe(true);
  });

  it('does not take the same words from someone else, or an earlier copy, for this send', () => {
    expect(wasStored(sent, [stored(12, eve, 'Midsize ones for me.')], 'dan')).toBe(false);
    expect(wasStored(sent, [stored(9, dan, 'Midsize ones for me.')], 'dan')).toBe(false);
    expect(wasStored({ ...sent, afterId: undefined }, [stored(9, dan, 'Midsize ones for me.')], 'dan')).toBe(true);
  });
});

describe('withoutGivenBack', () => {
  it('takes the given-back text off the start of the draft and keeps what was typed since', () => {
    expect(withoutGivenBack(sent.text, sent)).toBe('');
    expect(withoutGivenBack(`${sent.text} And you?`, sent)).toBe('And you?');
    expect(withoutGivenBack('Something else', sent)).toBe('Something else');
  });
});
