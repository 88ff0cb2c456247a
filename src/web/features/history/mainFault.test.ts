import { describe, expect, it } from 'vitest';
import type { Fault } from '../../../shared/analysis';
import { mainFault, togglePick } from './mainFault';

const fault = (code: string, severity: Fault['severity']): Fault => ({ code, name: code, severity, evidence: '', ballFlight: '', drill: '' });

describe('mainFault', () => {
  it('names the most severe fault, the first one on a tie', () => {
    expect(mainFault({ faults: [fault('a', 'low'), fault('b', 'high'), fault('c', 'high')] })?.code).toBe('b');
    expect(mainFault({ faults: [fault('a', 'medium'), fault('b', 'low')] })?.code).toBe('a');
  });
  it('is null without results or faults', () => {
    expect(mainFault(null)).toBeNull();
    expect(mainFault({ faults: [] })).toBeNull();
  });
});

describe('togglePick', () => {
  it('picks up to two, a third replacing the earliest, and unpicks', () => {
    expect(togglePick([], 'a')).toEqual(['a']);
    expect(togglePick(['a'], 'b')).toEqual(['a', 'b']);
    expect(togglePick(['a', 'b'], 'c')).toEqual(['b', 'c']);
    expect(togglePick(['a', 'b'], 'a')).toEqual(['b']);
  });
});
