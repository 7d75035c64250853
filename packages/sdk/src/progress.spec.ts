import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { countProgress } from './progress';

describe('countProgress', () => {
  it('passes every byte through and reports the running total after each chunk', async () => {
    const chunks = [Buffer.alloc(3, 1), Buffer.alloc(5, 2), Buffer.alloc(2, 3)];
    const reports: Array<[number, number]> = [];
    const received: Buffer[] = [];
    await pipeline(
      Readable.from(chunks),
      countProgress(10, (sent, total) => reports.push([sent, total])),
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          received.push(chunk);
          done();
        },
      }),
    );
    expect(reports).toEqual([
      [3, 10],
      [8, 10],
      [10, 10],
    ]);
    expect(Buffer.concat(received)).toEqual(Buffer.concat(chunks));
  });

  it('works without a listener', async () => {
    const sink: Buffer[] = [];
    await pipeline(Readable.from([Buffer.from('abc')]), countProgress(3), async (source: AsyncIterable<Buffer>) => {
      for await (const chunk of source) sink.push(chunk);
    });
    expect(Buffer.concat(sink).toString()).toBe('abc');
  });
});
