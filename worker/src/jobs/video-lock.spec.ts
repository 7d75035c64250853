import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from '@genalpha/db';
import { createTestDatabase, databaseUrl, dropDatabase } from '@genalpha/testkit';
import { VideoBusyError, withVideoLock } from './video-lock';

/** The video lock on real PostgreSQL: one run at a time, a bounded wait, and a wait its job can end. */
describe('withVideoLock (real PostgreSQL)', () => {
  let database: string;
  let dataSource: DataSource;
  const videoId = randomUUID();
  let release: () => void;
  let holding: Promise<void>;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataSource = await new DataSource(buildDataSourceOptions(databaseUrl(database), 3)).initialize();
    let held!: () => void;
    const taken = new Promise<void>((resolve) => (held = resolve));
    holding = withVideoLock(dataSource, videoId, () => {
      held();
      return new Promise<void>((done) => (release = done));
    });
    await taken;
  });
  afterAll(async () => {
    release();
    await holding;
    await dataSource.destroy();
    await dropDatabase(database);
  });

  it('refuses at once while another run holds the video, or after its wait', async () => {
    await expect(withVideoLock(dataSource, videoId, async () => 'ran')).rejects.toBeInstanceOf(VideoBusyError);
    const started = Date.now();
    await expect(withVideoLock(dataSource, videoId, async () => 'ran', { waitMs: 600 })).rejects.toBeInstanceOf(VideoBusyError);
    expect(Date.now() - started).toBeGreaterThanOrEqual(600);
  });

  it('ends a wait as soon as its signal aborts, with its reason', async () => {
    const controller = new AbortController();
    const waiting = withVideoLock(dataSource, videoId, async () => 'ran', { waitMs: 60_000, signal: controller.signal });
    setTimeout(() => controller.abort(new Error('job timed out')), 300);
    const started = Date.now();
    await expect(waiting).rejects.toThrow('job timed out');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('runs once the lock is free', async () => {
    const other = randomUUID();
    expect(await withVideoLock(dataSource, other, async () => 'ran', { waitMs: 1_000 })).toBe('ran');
  });
});
