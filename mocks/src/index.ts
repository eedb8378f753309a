export * from './db.ts';
export * from './fixtures.ts';
export * from './handlers/index.ts';
export * from 'backend/pictures';
