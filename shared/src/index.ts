export * from './errors.ts';
export * from './messages.ts';
export * from './paths.ts';
export * from './pocketbase.ts';
export * from './session.ts';
export * from './theme.ts';
export * from './pocketbase-types.ts';
export * from './domain/index.ts';
