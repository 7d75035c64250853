import { TokenScope } from '../../../src/tokens/token-scopes';
import { rawRequest } from './raw-http';

/** Creates a personal access token as the holder of `cookie` (through the API, as the settings page does); answers its secret. */
export async function createToken(port: number, cookie: string, scopes: TokenScope[], name = 'test token'): Promise<string> {
  const res = await rawRequest(port, {
    method: 'POST',
    path: '/api/tokens',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ name, scopes }),
  });
  if (res.status !== 201) throw new Error(`token refused: ${res.status} ${res.text}`);
  return (res.body as { secret: string }).secret;
}

export const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });
