import { toolOfGenerator } from '@genalpha/shared/domain';
import { toolLabel } from '@/lib/tools';

const TIME_LIMIT_MS = 30_000;

/**
 * The generator a file's Content Credentials name ("OpenAI Sora"), or null without any; read in a
 * worker with the same library as the server (@contentauth/c2pa-wasm). Import this lazily: the
 * library and its WebAssembly load only when a file is chosen.
 */
export function readFileCredentials(file: File): Promise<string | null> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./credentials.worker.ts', import.meta.url), { type: 'module' });
    const done = (generator: string | null) => {
      clearTimeout(timer);
      worker.terminate();
      const tool = generator ? toolOfGenerator(generator) : null;
      resolve(tool ? toolLabel(tool) : generator);
    };
    const timer = setTimeout(() => done(null), TIME_LIMIT_MS);
    worker.onmessage = (event: MessageEvent<string | null>) => done(event.data);
    worker.onerror = () => done(null);
    worker.postMessage(file);
  });
}
