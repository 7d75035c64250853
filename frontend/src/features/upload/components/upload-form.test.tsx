import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { aVideoDetail, viewer } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { UploadForm } from './upload-form';

const signedIn = { 'GET /api/user': { body: viewer } };

function pick(file: File) {
  fireEvent.change(screen.getByLabelText('Video file'), { target: { files: [file] } });
}

describe('UploadForm', () => {
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

  it('asks for an upload URL bound to the file, and shows the quota message when the server refuses one', async () => {
    const message = 'Upload limit reached: at most 60 uploads per hour. Please try again in 12 minutes.';
    const calls = fakeApi({ ...signedIn, 'POST /api/objects/upload': { status: 429, body: { statusCode: 429, message, error: 'Too Many Requests' } } });
    renderScreen(<UploadForm />);
    pick(new File(['x'.repeat(1000)], 'clip.mp4', { type: 'video/mp4' }));
    fireEvent.change(screen.getByLabelText(/Title/), { target: { value: 'Neon rain' } });
    fireEvent.change(screen.getByLabelText(/Caption/), { target: { value: 'In the rain' } });
    fireEvent.change(screen.getByLabelText(/AI tool/), { target: { value: 'openai-sora' } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload Video' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('Upload failed')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/objects/upload')?.body).toEqual({ contentType: 'video/mp4', size: 1000 });
  });
});

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
