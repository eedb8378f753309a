// Runs before each test file: starts the file's own PocketBase (server.ts) and stops it after the file.
import { afterAll } from 'vitest';
import { serveThisFile, startTestServer } from './server.ts';

const server = await startTestServer();
serveThisFile(server);
afterAll(() => server.stop());
