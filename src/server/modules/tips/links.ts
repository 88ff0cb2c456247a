import type { Config } from '../../config';

export type LinkConfig = Pick<Config, 'publicUrl' | 'port'>;

/**
 * An absolute link for a mail: PUBLIC_URL (never a request's Host, decision 0300), else this
 * server on localhost for development. In production PUBLIC_URL is https, as RFC 8058 asks of
 * List-Unsubscribe.
 */
export function mailLink(config: LinkConfig, path: string): string {
  return (config.publicUrl ?? `http://localhost:${config.port}`) + path;
}
