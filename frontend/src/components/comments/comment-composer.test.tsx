import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { aComment } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { CommentComposer, validateComment } from './comment-composer';

describe('CommentComposer', () => {
  it('checks length: 1 to 500 characters after trimming', () => {
    expect(validateComment('   ')).toBe('Comment cannot be empty');
    expect(validateComment('x'.repeat(501))).toBe('Comment must be 500 characters or less');
    expect(validateComment(` ${'x'.repeat(500)} `)).toBeUndefined();
  });

  it('posts the trimmed text on Enter; Shift+Enter does not post; blank text cannot be posted', async () => {
    const calls = fakeApi({ 'POST /api/videos/v1/comments': { status: 201, body: aComment({ text: 'Nice' }) } });
    renderScreen(<CommentComposer videoId="v1" successDescription="Your comment has been posted." />);
    const input = screen.getByLabelText('Add a comment');
    expect(screen.getByRole('button', { name: 'Post comment' })).toBeDisabled();
    fireEvent.change(input, { target: { value: '  Nice  ' } });
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(calls).toHaveLength(0);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText('Comment added')).toBeInTheDocument();
    expect(screen.getByText('Your comment has been posted.')).toBeInTheDocument();
    expect(calls[0].body).toEqual({ text: 'Nice' });
    expect(input).toHaveValue('');
  });

  it("shows the server's error when posting fails", async () => {
    fakeApi({
      'POST /api/videos/v1/comments': { status: 400, body: { statusCode: 400, message: 'Comment must be 500 characters or less', error: 'Bad Request' } },
    });
    renderScreen(<CommentComposer videoId="v1" />);
    fireEvent.change(screen.getByLabelText('Add a comment'), { target: { value: 'Hi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('Comment must be 500 characters or less')).toBeInTheDocument();
  });
});
