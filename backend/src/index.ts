// The hooks' code in TypeScript, bundled into pb_hooks/lib/server.js (scripts/server-bundle.mjs):
// one namespace per room, loaded by the hooks with require(`${__hooks}/lib/server.js`).tallies...
export * as tallies from './tallies/index.ts';
export * as lockout from './lockout/index.ts';
export * as content from './content/index.ts';
export * as network from './client-network.ts';
export * as signInForms from './sign-in-forms.ts';
export * as records from './records.ts';
export * as questionFiles from './question-files.ts';
export * as quizQuestions from './quiz/questions.ts';
export * as emailTemplates from './emails/templates.ts';
export * as signIns from './sign-ins.ts';
export * as checkpoints from './checkpoints.ts';
export * as assignmentLifecycle from './assignments/lifecycle.ts';
export * as family from './family.ts';
export * as demo from './demo.ts';
export * as preferences from './preferences.ts';
export * as accountDeletion from './accounts/deletion.ts';
export * as familyExport from './accounts/family-export.ts';
export * as accounts from './accounts/accounts.ts';
export * as accountEmails from './accounts/account-emails.ts';
export * as deployment from './deployment.ts';
export * as quizChoices from './quiz/choices.ts';
export * as attemptPlan from './quiz/attempt-plan.ts';
export * as creatorLists from './creator-lists.ts';
export * as creatorInsights from './creator-insights.ts';
export * as children from './children.ts';
export * as realtime from './realtime.ts';
