// The portal's own HTTP routes as one typed table (routes.ts), what they take and answer (types.ts), the helpers
// that build a request or a mock handler's pattern from it (paths.ts), and their fixed refusals (refusals.ts).
export * from './paths.ts';
export * from './refusals.ts';
export * from './routes.ts';
export type * from './types.ts';
