// The pure part of shared: route names and texts, with no client, session or React.
// Pages that must stay light (the landing page) import this entry instead of `shared`.
export * from './messages.ts';
export * from './paths.ts';
