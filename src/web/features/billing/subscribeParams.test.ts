import { describe, expect, it } from 'vitest';
import { readSubscribeParams, subscribeReturnPath } from './subscribeParams';

const read = (query: string) => readSubscribeParams(new URLSearchParams(query));

describe('subscribe page parameters', () => {
  it('preselects the plan named in the query', () => {
    expect(read('plan=individual')).toMatchObject({ planKey: 'individual', isSpecialOffer: false });
    expect(read('plan=individual').offered).not.toContain('lifetime');
  });

  it('reads special=first100 (and plan=lifetime) as lifetime, offered beside the six plans', () => {
    expect(read('special=first100')).toMatchObject({ planKey: 'lifetime', isSpecialOffer: false });
    expect(read('plan=lifetime').offered).toHaveLength(7);
  });

  it('turns the special offer on for Starter Weekly with special=true', () => {
    expect(read('plan=starter_weekly&special=true')).toMatchObject({ planKey: 'starter_weekly', isSpecialOffer: true });
    expect(read('special=true')).toMatchObject({ planKey: 'starter_weekly', isSpecialOffer: true });
  });

  it('falls back to the popular plan for a missing or unknown plan', () => {
    expect(read('').planKey).toBe('starter');
    expect(read('plan=platinum').planKey).toBe('starter');
  });
});

describe('return to /subscribe after signing up', () => {
  it('keeps the plan being chosen, and nothing but /subscribe addresses', () => {
    expect(subscribeReturnPath('/subscribe?plan=lifetime&special=first100')).toBe('/subscribe?plan=lifetime&special=first100');
    expect(subscribeReturnPath(null)).toBe('/subscribe');
    expect(subscribeReturnPath('https://evil.example/subscribe')).toBe('/subscribe');
    expect(subscribeReturnPath('//evil.example')).toBe('/subscribe');
    expect(subscribeReturnPath('/subscribers')).toBe('/subscribe');
  });
});
