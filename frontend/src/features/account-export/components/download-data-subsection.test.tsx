import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderScreen } from '@/test/render';
import { DownloadDataSubsection } from './download-data-subsection';

const now = Date.now();
const iso = (offsetMs: number) => new Date(now + offsetMs).toISOString();
const HOUR = 3600_000;
const building = { id: 'e1', status: 'building', createdAt: iso(0), readyAt: null, expiresAt: null, sizeBytes: null, downloadUrl: null };
const ready = {
  id: 'e1',
  status: 'ready',
  createdAt: iso(-HOUR),
  readyAt: iso(-HOUR),
  expiresAt: iso(23 * HOUR),
  sizeBytes: 3 * 1024 * 1024,
  downloadUrl: '/api/user/exports/e1/download',
};

describe('DownloadDataSubsection', () => {
  it('asks for a copy, then says it is being prepared', async () => {
    const routes = {
      'GET /api/user/exports': { body: { exports: [] as unknown[], nextExportAt: null as string | null } },
      'POST /api/user/export': { status: 202, body: building },
    };
    const calls = fakeApi(routes);
    renderScreen(<DownloadDataSubsection />, { path: '/settings' });
    const ask = await screen.findByRole('button', { name: 'Download your data' });
    routes['GET /api/user/exports'] = { body: { exports: [building], nextExportAt: iso(24 * HOUR) } };
    await userEvent.click(ask);
    expect(await screen.findByText(/Preparing your data/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download your data' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/user/export')).toBe(true);
  });

  it('offers the ready zip with its size and when the link ends, and when the next copy may be asked for', async () => {
    fakeApi({ 'GET /api/user/exports': { body: { exports: [ready], nextExportAt: iso(23 * HOUR) } } });
    renderScreen(<DownloadDataSubsection />, { path: '/settings' });
    const link = await screen.findByRole('link', { name: /Download zip \(3\.0 MB\)/ });
    expect(link).toHaveAttribute('href', '/api/user/exports/e1/download');
    expect(screen.getByText(/The download works until/)).toBeInTheDocument();
    expect(screen.getByText(/You can ask for a new copy after/)).toBeInTheDocument();
  });

  it('says when the last copy failed and lets the person ask again', async () => {
    fakeApi({ 'GET /api/user/exports': { body: { exports: [{ ...building, status: 'failed' }], nextExportAt: null } } });
    renderScreen(<DownloadDataSubsection />, { path: '/settings' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your last copy could not be made. Please ask again.');
    expect(screen.getByRole('button', { name: 'Download your data' })).toBeEnabled();
  });
});
