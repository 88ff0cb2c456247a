import { describe, expect, it } from 'vitest';
import { API_ROUTES, isKnownPath, matchesPattern, NOT_FOUND_TITLE, pathTo, routeNameFor, ROUTES, titleFor, withQuery } from './routes';

describe('route table', () => {
  it('gives the spec titles for home, demo and blog', () => {
    expect(titleFor('/')).toBe('Premium AI Golf Swing Analysis');
    expect(titleFor('/demo')).toBe('Free Golf Swing Demo');
    expect(titleFor('/blog')).toBe('Golf Swing Analysis Blog | Expert Tips & Techniques');
  });

  it('names each remaining page after its purpose', () => {
    expect(titleFor('/dashboard')).toMatch(/Dashboard/);
    expect(titleFor('/subscribe')).toMatch(/Plan/);
    expect(titleFor('/admin')).toMatch(/Admin/);
    expect(titleFor('/login')).toMatch(/Login/);
    expect(titleFor('/register')).toMatch(/Sign Up/);
    expect(titleFor('/community')).toMatch(/Community/);
    expect(titleFor('/performance')).toMatch(/Performance Analytics/);
  });

  it('gives every route its own title', () => {
    const titles = Object.values(ROUTES).map((route) => route.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('matches parameters, trailing slashes and ignores the query', () => {
    expect(matchesPattern('/blog/:slug', '/blog/perfect-tempo')).toBe(true);
    expect(matchesPattern('/blog/:slug', '/blog')).toBe(false);
    expect(matchesPattern('/blog/:slug', '/blog/a/b')).toBe(false);
    expect(isKnownPath('/dashboard/')).toBe(true);
    expect(isKnownPath('/subscribe?plan=starter&special=true')).toBe(true);
    expect(titleFor('/blog/perfect-tempo')).toBe(ROUTES.blogArticle.title);
  });

  it('treats unlisted paths as unknown, with the path in the 404 title', () => {
    expect(isKnownPath('/nope')).toBe(false);
    expect(isKnownPath('/dashboardx')).toBe(false);
    expect(isKnownPath('/api/auth/me')).toBe(false);
    expect(titleFor('/nope')).toBe(`${NOT_FOUND_TITLE}: /nope`);
  });
});

describe('pathTo', () => {
  it('fills every parameter of a page or API pattern, URL-encoded', () => {
    expect(pathTo(ROUTES.analysis.path, { id: 'a1' })).toBe('/analyses/a1');
    expect(pathTo(API_ROUTES.analysisThumbnail, { id: 'a1', event: 'top' })).toBe('/api/swing-analyses/a1/thumbnails/top');
    expect(pathTo(API_ROUTES.goal, { id: 'u/1', goalId: 'g 2' })).toBe('/api/users/u%2F1/goals/g%202');
    expect(pathTo(API_ROUTES.analyses)).toBe('/api/swing-analyses');
    // @ts-expect-error a pattern with parameters needs them
    expect(() => pathTo(API_ROUTES.analysis)).toThrow();
  });

  it('makes a path the page table recognises', () => {
    expect(routeNameFor(pathTo(ROUTES.testCheckout.path, { sessionId: 'cs_1' }))).toBe('testCheckout');
    expect(withQuery(ROUTES.subscribe.path, { plan: 'starter', checkout: 'cancelled' })).toBe('/subscribe?plan=starter&checkout=cancelled');
    expect(withQuery(ROUTES.dashboard.path, {})).toBe('/dashboard');
  });
});
