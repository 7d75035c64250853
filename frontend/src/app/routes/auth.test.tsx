import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, signedOut } from '@/test/fake-api';
import { viewer } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import AuthRoute from './auth';

const newAccount = { ...viewer, username: null, displayName: 'Creator 8' };

describe('/auth', () => {
  it('sends a signed-in user to the feed, with or without a profile yet', async () => {
    fakeApi({ 'GET /api/user': { body: newAccount } });
    renderScreen(<AuthRoute />, { path: '/auth' });
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('lands a user who just signed up on the feed', async () => {
    fakeApi({ ...signedOut, 'POST /api/register': { status: 201, body: newAccount } });
    renderScreen(<AuthRoute />, { path: '/auth' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Sign Up' }));
    const panel = screen.getByRole('tabpanel', { name: 'Sign Up' });
    fireEvent.change(within(panel).getByLabelText('Email'), { target: { value: 'new@example.com' } });
    fireEvent.change(within(panel).getByLabelText('Password'), { target: { value: 'secret123' } });
    await userEvent.click(within(panel).getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('lands a user who just signed in on the feed', async () => {
    fakeApi({ ...signedOut, 'POST /api/login': { body: viewer } });
    renderScreen(<AuthRoute />, { path: '/auth' });
    const panel = await screen.findByRole('tabpanel', { name: 'Login' });
    fireEvent.change(within(panel).getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(within(panel).getByLabelText('Password'), { target: { value: 'secret123' } });
    await userEvent.click(within(panel).getByRole('button', { name: 'Login' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
