export * from './constants.ts';
export * from './scoring.ts';
export * from './validation.ts';
export * from './progress.ts';
export * from './assignment-lifecycle.ts';
export * from './student.ts';
export * from './quiz-timer.ts';
