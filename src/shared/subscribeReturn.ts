import { ROUTES } from './routes';

/** Longer than any plan choice needs (`/subscribe?plan=…&special=…`). */
export const SUBSCRIBE_RETURN_MAX = 200;

/**
 * Where a new account continues once its e-mail is confirmed: a /subscribe address carrying the
 * plan the visitor chose, never another page or site (issue 26: the choice was lost on the way).
 */
export function isSubscribeReturnPath(next: string): boolean {
  const subscribe = ROUTES.subscribe.path;
  return next.length <= SUBSCRIBE_RETURN_MAX && (next === subscribe || next.startsWith(`${subscribe}?`));
}
