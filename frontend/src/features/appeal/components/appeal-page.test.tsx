import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderScreen } from '@/test/render';
import { APPEAL_LINK_INCOMPLETE, AppealPage } from './appeal-page';

const appeal = { id: 'a1', targetType: 'video', targetId: 'v1', text: 'Mine', createdAt: new Date().toISOString(), outcome: null };

describe('AppealPage', () => {
  it('appeals a removed video once, with the text trimmed', async () => {
    const calls = fakeApi({ 'POST /api/appeals': { status: 201, body: appeal } });
    renderScreen(<AppealPage subject={{ kind: 'video', id: 'v1' }} />);
    expect(screen.getByRole('heading', { name: 'Appeal the removal of your video' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send appeal' }));
    expect(await screen.findByText('Appeal cannot be empty')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Why should the decision be reversed?'), { target: { value: '  It is my own animation.  ' } });
    expect(screen.getByText('27 / 1000')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send appeal' }));
    expect(await screen.findByText('Your appeal has been sent.')).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'POST', path: '/api/appeals', body: { targetType: 'video', targetId: 'v1', text: 'It is my own animation.' } }]);
  });

  it("appeals a suspension with the mail's token, and shows the server's refusal", async () => {
    const calls = fakeApi({
      'POST /api/appeals': { status: 409, body: { statusCode: 409, message: 'You have already appealed this decision', error: 'Conflict' } },
    });
    renderScreen(<AppealPage subject={{ kind: 'suspension', token: 't0k' }} />);
    expect(screen.getByRole('heading', { name: 'Appeal your suspension' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Why should the decision be reversed?'), { target: { value: 'Let me back' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send appeal' }));
    expect(await screen.findByText('You have already appealed this decision')).toBeInTheDocument();
    expect(calls[0].body).toEqual({ token: 't0k', text: 'Let me back' });
  });

  it('says when the link is incomplete', () => {
    renderScreen(<AppealPage subject={null} />);
    expect(screen.getByRole('alert')).toHaveTextContent(APPEAL_LINK_INCOMPLETE);
  });
});
