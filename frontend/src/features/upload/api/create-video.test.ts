import { afterEach, describe, expect, it, vi } from 'vitest';
import { createVideo, recordCreationError } from './create-video';

const newVideo = { title: 'Neon rain', caption: 'Rain', toolUsed: 'openai-sora' as const, aspectRatio: 'auto', videoUrl: '/objects/uploads/x' };

function answer(status: number, body: string, contentType: string) {
  vi.stubGlobal('fetch', async () => new Response(body, { status, headers: { 'content-type': contentType } }));
}

describe('the record creation error (spec section 8)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is the message, else the error field, else the raw text of the answer, else the fallback', async () => {
    answer(400, JSON.stringify({ statusCode: 400, message: 'Title is required', error: 'Bad Request' }), 'application/json');
    await expect(createVideo(newVideo)).rejects.toMatchObject({ status: 400, message: 'Title is required' });
    answer(409, JSON.stringify({ error: 'Upload already used' }), 'application/json');
    await expect(createVideo(newVideo)).rejects.toMatchObject({ status: 409, message: 'Upload already used' });
    answer(502, 'Bad gateway from the proxy', 'text/plain');
    await expect(createVideo(newVideo)).rejects.toMatchObject({ status: 502, message: 'Bad gateway from the proxy' });
    answer(500, '', 'text/plain');
    await expect(createVideo(newVideo)).rejects.toMatchObject({ status: 500, message: 'Failed to create video record' });
  });

  it('takes the first of several messages and ignores fields that are not text', () => {
    expect(recordCreationError({ message: ['First', 'Second'] })).toBe('First');
    expect(recordCreationError({ message: 42, error: 'Fallback field' })).toBe('Fallback field');
    expect(recordCreationError({})).toBe('Failed to create video record');
    expect(recordCreationError(undefined)).toBe('Failed to create video record');
  });
});
