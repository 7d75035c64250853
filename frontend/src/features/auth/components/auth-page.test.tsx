import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, signedOut } from '@/test/fake-api';
import { renderScreen } from '@/test/render';
import { AuthPage } from './auth-page';

describe('AuthPage', () => {
  it('shows the login validation messages under the fields, without native validation', async () => {
    fakeApi(signedOut);
    renderScreen(<AuthPage onSignedIn={() => undefined} />);
    const login = screen.getByRole('tabpanel', { name: 'Login' });
    expect(within(login).getByText('Welcome back! Enter your credentials to access your account.')).toBeInTheDocument();
    expect(within(login).getByLabelText('Email')).toHaveAttribute('type', 'email');
    await userEvent.type(within(login).getByLabelText('Email'), 'not-an-email');
    await userEvent.click(within(login).getByRole('button', { name: 'Login' }));
    expect(within(login).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(within(login).getByText('Password is required')).toBeInTheDocument();
  });

  it('asks for a 6-character password on sign up', async () => {
    fakeApi(signedOut);
    renderScreen(<AuthPage onSignedIn={() => undefined} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Sign Up' }));
    const register = screen.getByRole('tabpanel', { name: 'Sign Up' });
    expect(within(register).getByText('Join GenAlpha and start sharing your AI-generated videos with the world.')).toBeInTheDocument();
    await userEvent.type(within(register).getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(within(register).getByLabelText('Password'), '12345');
    await userEvent.click(within(register).getByRole('button', { name: 'Create Account' }));
    expect(within(register).getByText('Password must be at least 6 characters')).toBeInTheDocument();
  });

  it("shows the server's message when login fails", async () => {
    const calls = fakeApi({
      ...signedOut,
      'POST /api/login': { status: 401, body: { statusCode: 401, message: 'Invalid email or password', error: 'Unauthorized' } },
    });
    renderScreen(<AuthPage onSignedIn={() => undefined} />);
    const login = screen.getByRole('tabpanel', { name: 'Login' });
    await userEvent.type(within(login).getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(within(login).getByLabelText('Password'), 'wrong');
    await userEvent.click(within(login).getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/login')?.body).toEqual({ email: 'ada@example.com', password: 'wrong' });
  });

  it('offers to cancel the deletion of an account scheduled for it, then signs in', async () => {
    const message = 'This account is scheduled for deletion on 2026-12-06. Cancel the deletion to keep it.';
    let signIns = 0;
    const calls = fakeApi({
      ...signedOut,
      'POST /api/login': async () =>
        signIns++ === 0
          ? Response.json({ statusCode: 409, message, error: 'Conflict' }, { status: 409 })
          : Response.json({ id: 'u1', email: 'ada@example.com', username: 'ada', displayName: 'Ada', role: 'user' }),
      'POST /api/user/deletion/cancel': { status: 204 },
    } as never);
    let signedIn = false;
    renderScreen(<AuthPage onSignedIn={() => (signedIn = true)} />);
    const login = screen.getByRole('tabpanel', { name: 'Login' });
    await userEvent.type(within(login).getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(within(login).getByLabelText('Password'), 'secret123');
    await userEvent.click(within(login).getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel deletion' }));
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(signedIn).toBe(true);
    expect(calls.find((call) => call.path === '/api/user/deletion/cancel')?.body).toEqual({ email: 'ada@example.com', password: 'secret123' });
    expect(screen.queryByText(message)).toBeNull();
  });

  it('offers Google sign-in only as a disabled, coming-soon button', () => {
    fakeApi(signedOut);
    renderScreen(<AuthPage onSignedIn={() => undefined} />);
    expect(screen.getByText('Or continue with')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google (Coming Soon)' })).toBeDisabled();
  });

  it('asks for a reset link under "Forgot password?" and shows the same neutral answer', async () => {
    const neutral = 'If an account uses this email address, a link to reset its password is on its way.';
    const calls = fakeApi({ ...signedOut, 'POST /api/password-reset': { status: 202, body: { message: neutral } } });
    renderScreen(<AuthPage onSignedIn={() => undefined} />);
    const login = screen.getByRole('tabpanel', { name: 'Login' });
    await userEvent.click(within(login).getByRole('button', { name: 'Forgot password?' }));
    expect(within(login).getByText('Reset your password')).toBeInTheDocument();
    await userEvent.type(within(login).getByLabelText('Email'), 'not-an-email');
    await userEvent.click(within(login).getByRole('button', { name: 'Send reset link' }));
    expect(within(login).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/password-reset')).toBe(false);
    await userEvent.clear(within(login).getByLabelText('Email'));
    await userEvent.type(within(login).getByLabelText('Email'), ' ada@example.com ');
    await userEvent.click(within(login).getByRole('button', { name: 'Send reset link' }));
    expect(await within(login).findByText(neutral)).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/password-reset')?.body).toEqual({ email: 'ada@example.com' });
    await userEvent.click(within(login).getByRole('button', { name: 'Back to login' }));
    expect(within(login).getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });
});
