import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/app/query-client';
import { CredentialsHint } from './credentials-hint';

// The real reader runs c2pa-wasm in a Web Worker, which jsdom has not: the browser journey covers it.
vi.mock('@/lib/content-credentials/read-file-credentials', () => ({
  readFileCredentials: async (file: File) => (file.name === 'sora.mp4' ? 'OpenAI Sora' : null),
}));

const renderHint = (file: File | null) =>
  render(
    <AppProvider queryClient={createQueryClient()}>
      <CredentialsHint file={file} />
    </AppProvider>,
  );

describe('CredentialsHint', () => {
  it('names the generator when the chosen MP4 carries Content Credentials', async () => {
    renderHint(new File(['x'], 'sora.mp4', { type: 'video/mp4' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Content Credentials found: OpenAI Sora');
  });

  it('says nothing for a file without them, or a format C2PA does not cover', async () => {
    const { rerender } = renderHint(new File(['x'], 'plain.mp4', { type: 'video/mp4' }));
    rerender(
      <AppProvider queryClient={createQueryClient()}>
        <CredentialsHint file={new File(['x'], 'sora.mp4', { type: 'video/webm' })} />
      </AppProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
