import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderScreen } from '@/test/render';
import { ReportDialog } from './report-dialog';

describe('ReportDialog', () => {
  it("offers the six reasons, defaults to 'Real video / Not AI', and needs a description for 'Other'", async () => {
    const calls = fakeApi({ 'POST /api/videos/v1/report': { status: 201, body: {} } });
    renderScreen(<ReportDialog videoId="v1" open onOpenChange={() => undefined} />);
    for (const label of [
      'Real video / Not AI',
      'Nudity / sexual content',
      'Violence / graphic content',
      'Hate speech or symbols',
      'Spam or misleading',
      'Other',
    ]) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('radio', { name: 'Real video / Not AI' })).toBeChecked();
    await userEvent.click(screen.getByText('Other'));
    expect(screen.getByRole('radio', { name: 'Other' })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Report' }));
    expect(await screen.findByText("Please describe the issue when selecting 'Other'")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Describe the issue'), { target: { value: '  Looks like stock footage  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Report' }));
    expect(await screen.findByText("Thanks, we've received your report.")).toBeInTheDocument();
    expect(calls[0].body).toEqual({ reason: 'other', otherText: 'Looks like stock footage' });
  });

  it('says so when the report cannot be sent', async () => {
    fakeApi({ 'POST /api/videos/v1/report': { status: 500, body: { statusCode: 500, message: 'Internal server error', error: 'Internal Server Error' } } });
    renderScreen(<ReportDialog videoId="v1" open onOpenChange={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit Report' }));
    expect(await screen.findByText('Failed to submit report. Please try again.')).toBeInTheDocument();
  });
});
