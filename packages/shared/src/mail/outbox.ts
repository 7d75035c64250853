import { join } from 'node:path';

/** Where mail goes as .eml files while SMTP_URL is unset (a plain `npm start`). */
export const mailOutboxDir = (dataDir: string) => join(dataDir, 'outbox');
