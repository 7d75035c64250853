import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderScreen } from '@/test/render';
import { ReportCommentDialog } from './report-comment-dialog';

describe('ReportCommentDialog', () => {
  it("offers the comment reasons, defaults to spam, and needs a description for 'Other'", async () => {
    const calls = fakeApi({ 'POST /api/comments/c1/report': { body: { message: "Thanks, we've received your report." } } });
    renderScreen(<ReportCommentDialog commentId="c1" open onOpenChange={() => undefined} />);
    for (const label of ['Spam or misleading', 'Harassment or bullying', 'Hate speech or symbols', 'Other'])
      expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Spam or misleading' })).toBeChecked();
    await userEvent.click(screen.getByText('Other'));
    fireEvent.click(screen.getByRole('button', { name: 'Submit Report' }));
    expect(await screen.findByText("Please describe the issue when selecting 'Other'")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Describe the issue'), { target: { value: '  Doxxing  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Report' }));
    expect(await screen.findByText("Thanks, we've received your report.")).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/comments/c1/report', body: { reason: 'other', otherText: 'Doxxing' } });
  });

  it('says so when the report cannot be sent', async () => {
    fakeApi({ 'POST /api/comments/c1/report': { status: 429, body: { statusCode: 429, message: 'Too many attempts.', error: 'Too Many Requests' } } });
    renderScreen(<ReportCommentDialog commentId="c1" open onOpenChange={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit Report' }));
    expect(await screen.findByText('Failed to submit report. Please try again.')).toBeInTheDocument();
  });
});
