import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { aProfile, viewer } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import type { ProfileUser } from '../api/get-profile-by-id';
import { EditProfileDialog } from './edit-profile-dialog';
import { withFieldChecked } from './profile-validation';
import { WelcomeDialog } from './welcome-dialog';

describe('withFieldChecked', () => {
  it("sets or clears one field's message with the spec's text", () => {
    const form = { username: 'Bad Name!', displayName: '' };
    expect(withFieldChecked({}, 'username', form)).toEqual({ username: 'Username can only contain lowercase letters and numbers' });
    expect(withFieldChecked({}, 'displayName', form)).toEqual({ displayName: 'Display name is required' });
    expect(withFieldChecked({ username: 'x', displayName: 'y' }, 'username', { ...form, username: 'ada' })).toEqual({ displayName: 'y' });
    expect(withFieldChecked({}, 'username', { ...form, username: 'a'.repeat(51) })).toEqual({ username: 'Username must be 50 characters or less' });
    expect(withFieldChecked({}, 'displayName', { ...form, displayName: 'd'.repeat(101) })).toEqual({
      displayName: 'Display name must be 100 characters or less',
    });
  });
});

const user = aProfile() as unknown as ProfileUser;

describe('inline validation on blur', () => {
  it('Edit Profile shows the message under the field when it is left, with aria-invalid, and clears it once fixed', async () => {
    fakeApi({ 'GET /api/user': { body: viewer } });
    renderScreen(<EditProfileDialog user={user} onClose={() => undefined} onSaved={() => undefined} />);
    const username = await screen.findByLabelText('Username');
    fireEvent.change(username, { target: { value: 'bad name' } });
    expect(screen.queryByText('Username can only contain lowercase letters and numbers')).not.toBeInTheDocument();
    fireEvent.blur(username);
    expect(await screen.findByText('Username can only contain lowercase letters and numbers')).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(username, { target: { value: 'goodname' } });
    expect(screen.queryByText('Username can only contain lowercase letters and numbers')).not.toBeInTheDocument();
    expect(username).not.toHaveAttribute('aria-invalid', 'true');

    const displayName = screen.getByLabelText('Display name');
    fireEvent.change(displayName, { target: { value: '   ' } });
    fireEvent.blur(displayName);
    expect(await screen.findByText('Display name is required')).toBeInTheDocument();
    expect(displayName).toHaveAttribute('aria-invalid', 'true');
  });

  it('the welcome dialog does the same for the username and display name', async () => {
    fakeApi({ 'GET /api/user': { body: viewer } });
    renderScreen(<WelcomeDialog user={{ ...user, username: null }} onClose={() => undefined} />);
    const username = await screen.findByLabelText('Username');
    fireEvent.change(username, { target: { value: 'x'.repeat(51) } });
    fireEvent.blur(username);
    expect(await screen.findByText('Username must be 50 characters or less')).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    const displayName = screen.getByLabelText('Display name');
    fireEvent.change(displayName, { target: { value: '' } });
    fireEvent.blur(displayName);
    expect(await screen.findByText('Display name is required')).toBeInTheDocument();
  });
});
