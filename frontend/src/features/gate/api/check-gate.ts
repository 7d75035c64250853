import { apiClient, unwrap } from '@/api/client';

/** The server compares the code word; a wrong one answers 401 with the rejection text. */
export async function checkGate(code: string): Promise<void> {
  await unwrap(apiClient.POST('/api/gate', { body: { code } }));
}
