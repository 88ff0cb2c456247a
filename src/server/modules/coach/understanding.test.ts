import { describe, expect, it } from 'vitest';
import { historyWindow, tokensOf } from './historyWindow';
import { understand } from './understanding';

describe('understanding a question before retrieval', () => {
  it('reads the shot shape and the club, and lets the shape decide the topic over the club', () => {
    expect(understand('I keep slicing my driver, it curves miles right')).toMatchObject({ topic: 'ball flight', shape: 'slice', club: 'driver' });
    expect(understand('Why do I top my irons?')).toMatchObject({ shape: 'topped', ask: 'why' });
    expect(understand('Are my grips too thin?')).toMatchObject({ topic: 'equipment', shape: null });
  });

  it('places the rules, putting and the short game before a looser cue', () => {
    expect(understand('Can I touch the sand with my club in a bunker?').topic).toBe('rules');
    expect(understand('How much break should I play on a downhill putt?').topic).toBe('putting');
    expect(understand('Which bounce should I get on my sand wedge?').topic).toBe('equipment');
    expect(understand('How do I stop decelerating on my putts?').topic).toBe('putting');
  });

  it('reads what is asked for: a drill, a number, why', () => {
    expect(understand('Give me a drill for my tempo').ask).toBe('drill');
    expect(understand('How far should my shoulders turn?').ask).toBe('number');
    expect(understand('What causes a shank?').ask).toBe('why');
  });

  it('knows a question about the member’s own analyses', () => {
    expect(understand('Have my scores gone up since I started?').topic).toBe('my swings');
    expect(understand('What is the capital of France?').topic).toBeNull();
  });
});

describe('the history sent to a model', () => {
  it('keeps the newest messages within the token budget, cutting the one that does not fit', () => {
    const long = { role: 'assistant' as const, content: 'a'.repeat(1100) };
    const window = historyWindow([{ role: 'user', content: 'first question' }, long, { role: 'user', content: 'next' }], 200);
    expect(window.map((entry) => entry.role)).toEqual(['assistant', 'user']);
    expect(window.reduce((sum, entry) => sum + tokensOf(entry.content), 0)).toBeLessThanOrEqual(201);
    expect(window[0]!.content.endsWith('…')).toBe(true);
    expect(historyWindow([long], 1000)).toEqual([long]);
  });
});
