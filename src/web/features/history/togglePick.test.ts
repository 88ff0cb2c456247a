import { describe, expect, it } from 'vitest';
import { togglePick } from './togglePick';

describe('togglePick', () => {
  it('picks up to two, a third replacing the earliest, and unpicks', () => {
    expect(togglePick([], 'a')).toEqual(['a']);
    expect(togglePick(['a'], 'b')).toEqual(['a', 'b']);
    expect(togglePick(['a', 'b'], 'c')).toEqual(['b', 'c']);
    expect(togglePick(['a', 'b'], 'a')).toEqual(['b']);
  });
});
