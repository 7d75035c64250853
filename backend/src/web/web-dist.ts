import { resolve } from 'node:path';

/** The web client's production build (`npm run build --workspace frontend`). */
export const WEB_DIST = resolve(__dirname, '../../../frontend/dist');
