import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultOptions } from 'tus-js-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { aVideoDetail, viewer } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { UploadForm } from './upload-form';

const signedIn = { 'GET /api/user': { body: viewer } };

function pick(file: File) {
  fireEvent.change(screen.getByLabelText('Video file'), { target: { files: [file] } });
}

describe('UploadForm', () => {
  afterEach(() => localStorage.clear());

  it('keeps Upload disabled until a file, title, caption and tool are given', async () => {
    fakeApi(signedIn);
    renderScreen(<UploadForm />);
    expect(screen.getByRole('heading', { name: 'Share Your Creation' })).toBeInTheDocument();
    expect(screen.getByText('Upload Video', { selector: 'h2' })).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Upload Video' });
    expect(submit).toBeDisabled();
    pick(new File(['x'.repeat(2_000_000)], 'clip.mp4', { type: 'video/mp4' }));
    expect(await screen.findByText('clip.mp4')).toBeInTheDocument();
    expect(screen.getByText('1.9 MB')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Title/), { target: { value: 'Neon rain' } });
    expect(screen.getByText('9/80')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Caption/), { target: { value: 'In the rain' } });
    expect(submit).toBeDisabled();
    fireEvent.change(screen.getByLabelText(/AI tool/), { target: { value: 'openai-sora' } });
    expect(submit).toBeEnabled();
  });

  it("refuses a file that is not a video with the 'Invalid file type' toast", async () => {
    fakeApi(signedIn);
    renderScreen(<UploadForm />);
    pick(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Invalid file type')).toBeInTheDocument();
    expect(screen.getByText('Please select a video file.')).toBeInTheDocument();
    expect(screen.queryByText('notes.txt')).not.toBeInTheDocument();
  });

  it('turns typed tags into removable chips on Enter or a comma', async () => {
    fakeApi(signedIn);
    renderScreen(<UploadForm />);
    const input = screen.getByPlaceholderText('Type a tag and press Enter');
    await userEvent.type(input, 'cyberpunk{Enter}');
    await userEvent.type(input, 'rain,');
    await userEvent.type(input, 'cyberpunk{Enter}');
    expect(screen.getAllByText(/^#/).map((chip) => chip.textContent)).toEqual(['#cyberpunk', '#rain']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove tag rain' }));
    expect(screen.queryByText('#rain')).not.toBeInTheDocument();
  });

  it('creates a resumable upload for the file (tus), and shows the quota message when the server refuses it', async () => {
    const message = 'Upload limit reached: at most 60 uploads per hour. Please try again in 12 minutes.';
    fakeApi(signedIn);
    const requests = fakeXhr(429, { statusCode: 429, message, error: 'Too Many Requests' });
    renderScreen(<UploadForm />);
    pick(new File(['x'.repeat(1000)], 'clip.mp4', { type: 'video/mp4' }));
    fireEvent.change(screen.getByLabelText(/Title/), { target: { value: 'Neon rain' } });
    fireEvent.change(screen.getByLabelText(/Caption/), { target: { value: 'In the rain' } });
    fireEvent.change(screen.getByLabelText(/AI tool/), { target: { value: 'openai-sora' } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload Video' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('Upload failed')).toBeInTheDocument();
    expect(requests[0]).toMatchObject({ method: 'POST', url: `${window.location.origin}/api/uploads` });
    expect(requests[0].headers['Upload-Length']).toBe('1000');
    expect(requests[0].headers['Upload-Metadata']).toContain(`filetype ${btoa('video/mp4')}`);
  });

  it('offers to continue an unfinished upload of the same file, and forgets it on Start over', async () => {
    fakeApi(signedIn);
    const file = new File(['x'.repeat(1000)], 'clip.mp4', { type: 'video/mp4', lastModified: 1 });
    await rememberUpload(file, new Date());
    renderScreen(<UploadForm />);
    pick(file);
    expect(await screen.findByText('Continue your unfinished upload?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue upload' }));
    expect(screen.getByText('Your upload will continue where it stopped.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove file' }));
    expect(screen.queryByText('Your upload will continue where it stopped.')).not.toBeInTheDocument();
    pick(file);
    await userEvent.click(await screen.findByRole('button', { name: 'Start over' }));
    expect(screen.queryByText('Continue your unfinished upload?')).not.toBeInTheDocument();
    expect(Object.keys(localStorage).filter((key) => key.startsWith('tus::'))).toEqual([]);
  });

  it('does not offer an upload older than 24 hours (the server has removed it)', async () => {
    fakeApi(signedIn);
    const file = new File(['x'.repeat(1000)], 'old.mp4', { type: 'video/mp4', lastModified: 2 });
    await rememberUpload(file, new Date(Date.now() - 25 * 3600_000));
    renderScreen(<UploadForm />);
    pick(file);
    await screen.findByText('old.mp4');
    await waitFor(() => expect(Object.keys(localStorage).filter((key) => key.startsWith('tus::'))).toEqual([]));
    expect(screen.queryByText('Continue your unfinished upload?')).not.toBeInTheDocument();
  });
});

/** What tus-js-client stores for an upload it has not finished (its own fingerprint of the file). */
async function rememberUpload(file: File, creationTime: Date) {
  const fingerprint = await defaultOptions.fingerprint(file, { endpoint: `${window.location.origin}/api/uploads` });
  await defaultOptions.urlStorage.addUpload(fingerprint!, {
    size: file.size,
    metadata: { filetype: file.type },
    creationTime: creationTime.toString(),
    uploadUrl: `${window.location.origin}/api/uploads/7d1f3c2e-7a55-4a8e-9a53-0f4a1de0c7b1`,
    urlStorageKey: '',
    parallelUploadUrls: null,
  });
}

/** tus-js-client speaks XMLHttpRequest in the browser: every request is answered with `status` and `body`. */
function fakeXhr(status: number, body: unknown) {
  const requests: { method: string; url: string; headers: Record<string, string> }[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload = {};
    onload: (() => void) | null = null;
    private request = { method: '', url: '', headers: {} as Record<string, string> };
    open(method: string, url: string) {
      this.request = { method, url, headers: {} };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    getResponseHeader() {
      return null;
    }
    send() {
      requests.push(this.request);
      setTimeout(() => {
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      });
    }
    abort() {}
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return requests;
}
describe('UploadForm: remix', () => {
  it('names the source ("Remix of @creator · title"), carries its prompt (editable) and tool, with "Allow remixes" on until turned off', async () => {
    const source = aVideoDetail({ id: '10000000-0000-4000-8000-0000000000aa', title: 'Neon rain', prompt: 'neon city, rain', toolUsed: 'runway-gen-3' });
    fakeApi({ ...signedIn, [`GET /api/videos/${source.id}`]: { body: source } });
    renderScreen(<UploadForm />, { path: '/upload', route: `/upload?remix=${source.id}` });
    expect(await screen.findByText('Remix of @bob · Neon rain')).toBeInTheDocument();
    expect(screen.getByLabelText(/Prompt/)).toHaveValue('neon city, rain');
    expect(screen.getByLabelText(/AI tool/)).toHaveValue('runway-gen-3');
    fireEvent.change(screen.getByLabelText(/Prompt/), { target: { value: 'neon city, snow' } });
    expect(screen.getByLabelText(/Prompt/)).toHaveValue('neon city, snow');
    const allow = screen.getByRole('checkbox', { name: 'Allow remixes' });
    expect(allow).toBeChecked();
    fireEvent.click(allow);
    expect(allow).not.toBeChecked();
  });
});
