// The same component-test setup in every app.
export { default } from 'mocks/vitest-app-config';
