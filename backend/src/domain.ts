// The domain rules of shared, as the server runs them: the server bundle loads them from
// pb_hooks/lib/domain.js (scripts/domain-bundle.mjs) instead of bundling them again.
export * from '../../shared/src/domain/index.ts';
