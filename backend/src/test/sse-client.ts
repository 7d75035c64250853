import { ClientRequest, IncomingMessage, get } from 'node:http';

export interface ServerSentEvent {
  event: string;
  data: unknown;
}

/** A minimal EventSource on its own socket: collects events and waits for the next one. */
export class SseClient {
  private readonly events: ServerSentEvent[] = [];
  private waiting?: () => void;
  private buffer = '';
  /** Resolves when the server ends the stream (not when the client closes it). */
  private ended: Promise<void> = new Promise(() => undefined);
  private constructor(private readonly request: ClientRequest) {}

  static connect(url: string, cookie?: string): Promise<{ client: SseClient; response: IncomingMessage }> {
    return new Promise((resolve, reject) => {
      const req = get(url, { agent: false, headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}) } });
      const client = new SseClient(req);
      req.on('error', reject);
      req.on('response', (response) => {
        response.setEncoding('utf8');
        client.ended = new Promise((done) => response.on('end', done));
        response.on('data', (chunk: string) => client.receive(chunk));
        response.on('error', () => undefined); // destroyed by close()
        resolve({ client, response });
      });
    });
  }

  /** The next event, failing if none arrives within `timeoutMs`. */
  async next(timeoutMs = 1_000): Promise<ServerSentEvent> {
    const deadline = Date.now() + timeoutMs;
    while (this.events.length === 0) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no event within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiting = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    return this.events.shift()!;
  }

  /** Waits for the server to end the stream, failing if it has not within `timeoutMs`. */
  async end(timeoutMs = 1_000): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`stream still open after ${timeoutMs} ms`)), timeoutMs);
    });
    await Promise.race([this.ended, late]).finally(() => clearTimeout(timer));
  }

  pending(): ServerSentEvent[] {
    return [...this.events];
  }

  close(): void {
    this.request.destroy();
  }

  private receive(chunk: string): void {
    this.buffer += chunk;
    let end: number;
    while ((end = this.buffer.indexOf('\n\n')) >= 0) {
      this.parse(this.buffer.slice(0, end));
      this.buffer = this.buffer.slice(end + 2);
    }
  }

  private parse(block: string): void {
    const lines = block.split('\n');
    const event = lines.find((line) => line.startsWith('event: '))?.slice(7);
    const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
    if (event === undefined || data === undefined) return; // the retry: line or a heartbeat comment
    this.events.push({ event, data: JSON.parse(data) });
    this.waiting?.();
  }
}
