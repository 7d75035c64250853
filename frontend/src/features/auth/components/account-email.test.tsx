import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, signedOut } from '@/test/fake-api';
import { viewer } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { useLinkToken } from '@/lib/use-link-token';
import { ConfirmEmailPage } from './confirm-email-page';
import { ResetPasswordPage } from './reset-password-page';
import { VERIFY_BANNER_DISMISSED_KEY, VerifyEmailBanner } from './verify-email-banner';
import { VerifyEmailPage } from './verify-email-page';

const TOKEN = 'q3Zr8Yc1v0mJx2Wc9Hn4Tg7Ls5Kp6Ae3Bd8Fh1Gj2Qw';
const LINK_INVALID = 'This password reset link is invalid, already used or expired. Ask for a new one.';
const unverified = { ...viewer, emailVerified: false };

afterEach(() => sessionStorage.clear());

function TokenProbe() {
  const token = useLinkToken();
  const location = useLocation();
  return <p data-testid="probe">{`${token} at ${location.pathname}${location.search}`}</p>;
}

describe('mailed links', () => {
  it('reads the token once and takes it out of the address bar', async () => {
    renderScreen(<TokenProbe />, { path: '/reset-password', route: `/reset-password?token=${TOKEN}&from=mail` });
    expect(await screen.findByText(`${TOKEN} at /reset-password?from=mail`)).toBeInTheDocument();
  });
});

describe('ResetPasswordPage', () => {
  it('holds a short password back with the sign-up message, then sets the password and leaves', async () => {
    const calls = fakeApi({ ...signedOut, 'POST /api/password-reset/confirm': { body: viewer } });
    const onDone = vi.fn();
    renderScreen(<ResetPasswordPage token={TOKEN} onDone={onDone} />);
    await userEvent.type(screen.getByLabelText('New password'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New password'), '6');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.filter((call) => call.path === '/api/password-reset/confirm').map((call) => call.body)).toEqual([{ token: TOKEN, password: '123456' }]);
  });

  it("shows the server's refusal of a used or expired link", async () => {
    fakeApi({ ...signedOut, 'POST /api/password-reset/confirm': { status: 400, body: { statusCode: 400, message: LINK_INVALID, error: 'Bad Request' } } });
    renderScreen(<ResetPasswordPage token={TOKEN} onDone={() => undefined} />);
    await userEvent.type(screen.getByLabelText('New password'), 'brand-new');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(LINK_INVALID)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/auth');
  });
});

describe('VerifyEmailPage', () => {
  it('confirms the address once and says so', async () => {
    const calls = fakeApi({ 'GET /api/user': { body: unverified }, 'POST /api/email/verify': { status: 204 } });
    renderScreen(<VerifyEmailPage token={TOKEN} />);
    expect(await screen.findByText('Thanks! Your email address is confirmed.')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/email/verify').map((call) => call.body)).toEqual([{ token: TOKEN }]);
  });

  it('explains a refused link and offers a new one to a signed-in, unverified account', async () => {
    const message = 'This verification link is invalid, already used or expired. Ask for a new one.';
    fakeApi({
      'GET /api/user': { body: unverified },
      'POST /api/email/verify': { status: 400, body: { statusCode: 400, message, error: 'Bad Request' } },
      'POST /api/email/verify/resend': { status: 202, body: { message: 'A new verification link is on its way to your inbox.' } },
    });
    renderScreen(<VerifyEmailPage token={TOKEN} />);
    expect(await screen.findByText(message)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('A new verification link is on its way to your inbox.')).toBeInTheDocument();
  });
});

describe('ConfirmEmailPage', () => {
  it('confirms the new address once and says so', async () => {
    const calls = fakeApi({ 'GET /api/user': { body: viewer }, 'POST /api/email/change/confirm': { status: 204 } });
    renderScreen(<ConfirmEmailPage token={TOKEN} />);
    expect(await screen.findByText('Your account now uses its new email address: sign in with it from now on.')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/email/change/confirm').map((call) => call.body)).toEqual([{ token: TOKEN }]);
  });

  it("shows the server's refusal of a taken address", async () => {
    const message = 'That email address is already in use';
    fakeApi({ ...signedOut, 'POST /api/email/change/confirm': { status: 409, body: { statusCode: 409, message, error: 'Conflict' } } });
    renderScreen(<ConfirmEmailPage token={TOKEN} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('heading', { name: "We couldn't change your email" })).toBeInTheDocument();
  });
});

describe('VerifyEmailBanner', () => {
  it('reminds an unverified account, sends a new link, and stays closed once dismissed', async () => {
    const calls = fakeApi({
      'GET /api/user': { body: unverified },
      'POST /api/email/verify/resend': { status: 202, body: { message: 'A new verification link is on its way to your inbox.' } },
    });
    const { unmount } = renderScreen(<VerifyEmailBanner />);
    expect(await screen.findByText('Confirm your email address: we sent a link to your inbox.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resend' }));
    await vi.waitFor(() => expect(calls.some((call) => call.path === '/api/email/verify/resend')).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'Confirm your email' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem(VERIFY_BANNER_DISMISSED_KEY)).toBe('true');
    unmount();
    renderScreen(<VerifyEmailBanner />);
    await vi.waitFor(() => expect(calls.filter((call) => call.path === '/api/user').length).toBeGreaterThan(1));
    expect(screen.queryByRole('region', { name: 'Confirm your email' })).not.toBeInTheDocument();
  });

  it('is not shown to a verified account or a visitor', async () => {
    const calls = fakeApi({ 'GET /api/user': { body: viewer } });
    renderScreen(<VerifyEmailBanner />);
    await vi.waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(screen.queryByText('Confirm your email address: we sent a link to your inbox.')).not.toBeInTheDocument();
  });
});
