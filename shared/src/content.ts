// The pure part of shared: route names, texts and design tokens, with no client, session or
// React. Pages that must stay light (the landing page) import this entry instead of `shared`.
export * from './messages.ts';
export * from './paths.ts';
export * from './theme.ts';
