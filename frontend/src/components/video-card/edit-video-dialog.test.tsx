import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { aVideo, viewer } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { EditVideoDialog } from './edit-video-dialog';

const video = aVideo({ creator: { id: viewer.id, username: 'ada', displayName: 'Ada', avatarUrl: null, avatarSources: [] } });
const patch = `PATCH /api/videos/${video.id}`;

function renderDialog() {
  return renderScreen(<EditVideoDialog video={video} open onOpenChange={() => undefined} />);
}

describe('EditVideoDialog', () => {
  it('clears the prompt and the tags when their fields are emptied', async () => {
    const calls = fakeApi({ 'GET /api/user': { body: viewer }, [patch]: { body: { ...video, prompt: null, tags: '' } } });
    renderDialog();
    fireEvent.change(await screen.findByLabelText('Prompt'), { target: { value: '   ' } });
    fireEvent.change(screen.getByLabelText('Tags'), { target: { value: ' , ' } });
    fireEvent.change(screen.getByLabelText('Caption'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Video updated')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ title: 'Neon rain', prompt: null, tags: '' });
  });

  it("shows the server's 400 as a 'Validation error' toast with its first issue", async () => {
    fakeApi({
      'GET /api/user': { body: viewer },
      [patch]: {
        status: 400,
        body: { statusCode: 400, message: 'Use 20 tags or fewer', error: 'Bad Request', errors: [{ field: 'tags', message: 'Use 20 tags or fewer' }] },
      },
    });
    renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Validation error')).toBeInTheDocument();
    expect(screen.getByText('Use 20 tags or fewer')).toBeInTheDocument();
  });
});
