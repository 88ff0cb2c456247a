import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseTrustProxy } from './config';

describe('TRUST_PROXY', () => {
  it('is a hop count or a list of proxy addresses, never "every hop"', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1,::1')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
  });

  it('refuses anything else at start, naming the setting', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '99' })).toThrow(/hop count/);
  });
});

describe('DEV_MAILBOX', () => {
  it('exists only outside production and without SMTP', () => {
    expect(loadConfig({ DEV_MAILBOX: 'true' }).devMailbox).toBe(true);
    expect(loadConfig({}).devMailbox).toBe(false);
    expect(loadConfig({ DEV_MAILBOX: 'true', NODE_ENV: 'production' }).devMailbox).toBe(false);
    expect(loadConfig({ DEV_MAILBOX: 'true', SMTP_URL: 'smtp://mail.example.com' }).devMailbox).toBe(false);
  });
});
