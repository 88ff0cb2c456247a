import { describe, expect, it } from 'vitest';
import { appPath } from './appPath';

describe('appPath', () => {
  it('decodes and normalises the path of an ordinary URL, without its query', () => {
    expect(appPath('/assets/app%20one.js?v=1')).toBe('/assets/app one.js');
    expect(appPath('/blog/../terms')).toBe('/terms');
    expect(appPath('/')).toBe('/');
  });

  it('refuses what cannot name a file: NUL and other controls, bad escapes, backslashes, huge paths', () => {
    for (const url of ['/%00', '/foo%00.js', '/a%0Ab', '/%E0%A4%A', '/%', '/..%5C..%5Cetc', `/${'a'.repeat(5000)}`]) {
      expect(appPath(url), url).toBeUndefined();
    }
  });
});
