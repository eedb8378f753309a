// What every app bundles for itself: texts, routes, rules, design tokens and the generated
// record types. The client and the session are not here: they are the federation singleton
// `shared/session`, so that the shell and every remote share one of each.
export * from './creator-content.ts';
export * from './format.ts';
export * from './errors.ts';
export * from './forms.ts';
export * from './guard.ts';
export * from './media-types.ts';
export * from './messages.ts';
export * from './paths.ts';
export * from './last-screens.ts';
export * from './query-client.ts';
export * from './query-keys.ts';
export * from './query-persistence.ts';
export * from './remote-routes.ts';
export * from './screen-reads.ts';
export * from './sign-in.ts';
export * from './student-link.ts';
export * from './theme.ts';
export * from './pocketbase-types.ts';
export * from './domain/index.ts';
