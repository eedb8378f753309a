import { setupServer } from 'msw/node';
import { createHandlers } from './handlers/index.ts';

/** The mock backend for component tests; `resetHandlers(...createHandlers())` gives a fresh database. */
export const mockServer = setupServer(...createHandlers());
