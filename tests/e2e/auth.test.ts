import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../src/server/db/schema';
import { AUTH_MESSAGES, confirmationSentMessage, PASSWORD_RESET_REQUESTED_MESSAGE } from '../../src/shared/auth';
import { TOASTS } from '../../src/shared/texts';
import { tokenMailedBy } from '../api/inbox';
import { buyPlanInTestMode, newAccount, registerThroughForm, saveScreenshot, startBrowserHarness, watchPageProblems, type BrowserHarness } from './browser';

let harness: BrowserHarness;

beforeAll(async () => {
  harness = await startBrowserHarness();
});

afterAll(async () => {
  await harness?.close();
});

describe('accounts in a real browser', () => {
  it('registers and lands on the dashboard, then logs out to the visitor navigation', async () => {
    const context = await harness.newContext();
    const page = await context.newPage();
    const problems = watchPageProblems(page);

    await registerThroughForm(page, undefined, { subscribe: false });
    await page.getByRole('status').filter({ hasText: TOASTS.registerSuccess.title }).waitFor();
    await buyPlanInTestMode(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
    await nav.getByRole('link', { name: 'Community' }).waitFor();
    expect(await page.title()).toBe('VIP Dashboard | Fairway Coach');
    await saveScreenshot(page, 'dashboard-after-register');

    await nav.getByRole('button', { name: 'Logout' }).click();
    await nav.getByRole('link', { name: 'Login' }).waitFor();
    await nav.getByRole('link', { name: 'Join Premium' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Community' }).count()).toBe(0);
    await page.getByRole('status').filter({ hasText: TOASTS.logoutSuccess.title }).waitFor();

    // The session is gone on the server too: the dashboard now sends us to login.
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows "Check your e-mail" after register, welcomes on the link, and explains a used link', async () => {
    const context = await harness.newContext();
    const page = await context.newPage();
    const problems = watchPageProblems(page);
    const account = newAccount();

    await page.goto('/register');
    await page.getByLabel('First name').fill(account.firstName);
    await page.getByLabel('Last name').fill(account.lastName);
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm password').fill(account.password);
    const token = await tokenMailedBy(harness.baseUrl, account.email, 'confirm-email', async () => {
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    });
    expect(await page.getByRole('status').first().textContent()).toBe(confirmationSentMessage(account.email));
    // Nobody is signed in yet: the navigation still offers Login.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).waitFor();
    await saveScreenshot(page, 'register-check-your-email');

    await page.goto(`/confirm-email?token=${encodeURIComponent(token)}`);
    await page.waitForURL('**/subscribe');
    const welcome = page.getByRole('status').filter({ hasText: TOASTS.registerSuccess.title });
    await welcome.waitFor();
    expect(await welcome.textContent()).toContain(TOASTS.registerSuccess.description);
    // Signed in on the spot: the plans page offers the plan, not account creation.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).waitFor();
    await page.getByRole('button', { name: 'Subscribe Now' }).waitFor();
    await saveScreenshot(page, 'confirm-email-welcome');

    // The link works once: opened again (another browser), it explains and offers the way on.
    const other = await (await harness.newContext()).newPage();
    await other.goto(`/confirm-email?token=${encodeURIComponent(token)}`);
    await other.getByRole('heading', { name: 'This link did not work' }).waitFor();
    await other.getByText(AUTH_MESSAGES.confirmationTokenInvalid).first().waitFor();
    await other.getByRole('link', { name: 'Register again' }).waitFor();
    await saveScreenshot(other, 'confirm-email-used-link');
    expect(problems).toEqual([]);
    await other.context().close();
    await context.close();
  });

  it('shows Login Failed for a wrong password, then signs in with the right one', async () => {
    const context = await harness.newContext();
    const page = await context.newPage();
    const account = await registerThroughForm(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
    await page.waitForURL('**/login');

    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('not-my-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const failure = page.getByRole('status').filter({ hasText: TOASTS.loginFailed.title });
    await failure.waitFor();
    expect(await failure.getAttribute('data-variant')).toBe('destructive');
    expect(await failure.textContent()).toContain('Invalid email or password.');
    expect(page.url()).toMatch(/\/login$/);
    await saveScreenshot(page, 'login-failed');

    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('status').filter({ hasText: TOASTS.loginSuccess.title }).waitFor();

    // Signed in, the login and register pages send us back to the dashboard.
    await page.goto('/register');
    await page.waitForURL('**/dashboard');
    await context.close();
  });

  it('resets a forgotten password with the e-mailed link', async () => {
    const context = await harness.newContext();
    const page = await context.newPage();
    const account = await registerThroughForm(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    // The page loads lazily and the router keeps the login form on screen until it has: wait for
    // the new page, or the e-mail lands in the login form.
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText(PASSWORD_RESET_REQUESTED_MESSAGE).waitFor();

    // The mail is sent by a background job into the outbox; read the link from there, as the
    // member would from their inbox.
    const readResetPath = async () => {
      const [mail] = await harness.server.ctx.db.select().from(outbox).where(eq(outbox.to, account.email)).orderBy(desc(outbox.createdAt));
      const token = mail?.text.match(/reset-password\?token=([^"<\s]+)/)?.[1];
      return token ? `/reset-password?token=${token}` : null;
    };
    await expect.poll(readResetPath, { timeout: 20_000 }).not.toBeNull();
    await page.goto((await readResetPath())!);

    const newPassword = 'a-brand-new-grip-7';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.getByRole('status').filter({ hasText: TOASTS.passwordResetDone.title }).waitFor();
    await page.waitForURL('**/login');

    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard');
    await context.close();
  });

  it('saves the golf profile through the six-step wizard', async () => {
    const context = await harness.newContext();
    const page = await context.newPage();
    await registerThroughForm(page);
    await page.goto('/profile');

    const next = page.getByRole('button', { name: 'Next Step' });
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    await page.getByLabel('Height (cm)').fill('181');
    await page.getByLabel('Dominant Hand').selectOption('left');
    await next.click();
    await page.getByLabel('Golf Experience').selectOption('advanced');
    await page.getByLabel('Handicap').fill('6.4');
    await page.getByLabel('How often do you play?').selectOption({ label: 'Weekly' });
    await next.click();
    await page.getByLabel('Golf Goals').fill('Break 75 at my home course');
    await next.click();
    await page.getByLabel('Driver Loft (degrees)').fill('9.5');
    await next.click();
    await page.getByLabel('Favourite Course Type').selectOption('links');
    await next.click();
    await page.getByLabel('Swing tempo').check();
    await page.getByLabel('Mental game').check();
    await saveScreenshot(page, 'profile-step-6');
    await page.getByRole('button', { name: 'Complete Profile' }).click();

    await page.getByRole('status').filter({ hasText: TOASTS.profileComplete.title }).waitFor();
    await page.waitForURL('**/dashboard');

    // What the server stored comes back into the wizard.
    await page.goto('/profile');
    await page.getByLabel('Height (cm)').waitFor();
    expect(await page.getByLabel('Height (cm)').inputValue()).toBe('181');
    expect(await page.getByLabel('Dominant Hand').inputValue()).toBe('left');
    await next.click();
    expect(await page.getByLabel('How often do you play?').inputValue()).toBe('monthly');
    for (let step = 3; step <= 6; step++) await next.click();
    expect(await page.getByLabel('Swing tempo').isChecked()).toBe(true);
    expect(await page.getByLabel('Putting technique').isChecked()).toBe(false);
    await context.close();
  });
});
