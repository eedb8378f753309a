import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Form, Input, InputNumber } from 'antd';
import 'shared/antd-css/alert.js';
import 'shared/antd-css/button.js';
import 'shared/antd-css/form.js';
import 'shared/antd-css/input.js';
import 'shared/antd-css/input-number.js';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'shared/router';
import {
  ASSIGNMENT_CHANGE_MESSAGES,
  formProblem,
  hasFieldErrors,
  inRangeOrDefault,
  paths,
  t as common,
  TIME_LIMIT,
  timeLimitFor,
  type FieldErrors,
  type StudentsResponse,
} from 'shared';
import { sessionAtom } from 'shared/session';
import { applyFieldErrors, PageLayout, Panel, QueryView } from 'shared/ui';
import { useCreateAssignment, type AssignmentInput } from '../api/create-assignment.ts';
import type { Assignment } from '../api/get-assignments.ts';
import { useQuestionSets, type QuestionSet } from '../api/get-question-sets.ts';
import { useUpdateAssignment } from '../api/update-assignment.ts';
import { assignmentFields, fieldsOf, stepFields, toInput, validateAssignmentForm, type AssignmentFields } from '../assignment-fields.ts';
import { t } from '../messages.ts';
import { AssignmentSummary } from './assignment-summary.tsx';
import { ChildPicker } from './child-picker.tsx';
import { DueDateField } from './due-date-field.tsx';
import { SetPicker } from './set-picker.tsx';

const TITLE_MAX_LENGTH = 200;
const INSTRUCTIONS_MAX_LENGTH = 1000;

/** The assignment being edited, and whether a child has started it (its sets are then fixed). */
export interface Existing {
  assignment: Assignment;
  started: boolean;
}

interface Props {
  /** The parent's children (the children feature's query). */
  kids: UseQueryResult<StudentsResponse[]>;
  existing?: Existing;
}

type Action = { status: AssignmentInput['status']; label: string; notice: string; primary?: boolean };

/** The actions in the header: the two on a new assignment or a draft, one save on an active assignment. */
function actionsFor(existing: Existing | undefined): Action[] {
  if (!existing) {
    return [
      { status: 'draft', label: t('form.saveDraft'), notice: t('form.saved.draft') },
      { status: 'active', label: t('form.create'), notice: t('form.saved.created'), primary: true },
    ];
  }
  const updated = t('form.saved.updated');
  if (existing.assignment.status === 'draft') {
    return [
      { status: 'draft', label: t('form.saveDraft'), notice: updated },
      { status: 'active', label: t('form.publish'), notice: updated, primary: true },
    ];
  }
  return [{ status: 'active', label: t('form.saveChanges'), notice: updated, primary: true }];
}

/** The selection problems, which also show in an alert (docs/product.md, "Create and Edit Assignment"). */
const selectionProblems = (errors: FieldErrors<AssignmentFields>) =>
  [errors.question_sets, errors.assigned_students].filter((message): message is string => Boolean(message));

/**
 * A new assignment's first values: the next step the weekly email links to (`?child=&set=`, a published set
 * and one of the parent's children) filled in, else the defaults.
 */
function firstValues(params: URLSearchParams, sets: readonly QuestionSet[], kids: readonly StudentsResponse[]): AssignmentFields {
  const step = linkedStep(params, sets, kids);
  return step
    ? stepFields({ set: { id: step.set.id, title: step.set.title }, timeLimit: timeLimitFor(step.set.estimatedTime ?? 0) }, step.child.id)
    : fieldsOf();
}

/** The set and child a link names, when both are still the parent's to choose (a published set, their own child). */
function linkedStep(params: URLSearchParams, sets: readonly QuestionSet[], kids: readonly StudentsResponse[]) {
  const set = sets.find((candidate) => candidate.id === params.get('set'));
  const child = kids.find((candidate) => candidate.id === params.get('child'));
  return set && child ? { set, child } : null;
}

/** /create-assignment and /edit-assignment/:id: the four sections of docs/product.md "Create and Edit Assignment", checked as the server checks them. */
export function AssignmentEditor({ kids, existing }: Props) {
  const [params] = useSearchParams();
  const [form] = Form.useForm<AssignmentFields>();
  const sets = useQuestionSets();
  const create = useCreateAssignment();
  const update = useUpdateAssignment();
  const navigate = useNavigate();
  const parentId = useAtomValue(sessionAtom).user?.id ?? '';
  const [problems, setProblems] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const chosenSets = Form.useWatch('question_sets', form) ?? existing?.assignment.question_sets ?? [];
  const chosenChildren = Form.useWatch('assigned_students', form) ?? existing?.assignment.assigned_students ?? [];
  const typedMinutes = Form.useWatch('timeLimit', form);
  const savedMinutes = inRangeOrDefault(typedMinutes === undefined ? fieldsOf(existing?.assignment).timeLimit : typedMinutes, TIME_LIMIT);
  const saving = create.isPending || update.isPending;
  const ready = sets.isSuccess && kids.isSuccess;

  const showProblems = (errors: FieldErrors<AssignmentFields>, whole: string | null) => {
    applyFieldErrors(form, errors, assignmentFields);
    setProblems(selectionProblems(errors));
    setFailure(whole);
    if (errors.title) form.focusField('title');
  };

  const save = ({ status, notice }: Action) => {
    const values = form.getFieldsValue(true);
    const errors = validateAssignmentForm(values, existing?.assignment.dueDate);
    showProblems(errors, null);
    if (hasFieldErrors(errors)) return;
    const input = toInput(values, status);
    // Back to the dashboard, on the tab that lists the saved assignment, in place of the form: Back then leads to
    // where the parent came from, not to an emptied form.
    const onSuccess = () => navigate({ pathname: paths.parentDashboard, search: '?tab=assignments' }, { replace: true, state: { notice } });
    const onError = (cause: Error) => {
      const problem = formProblem<AssignmentFields>(
        cause,
        assignmentFields,
        common(existing ? 'error.updateAssignment' : 'error.createAssignment'),
      );
      showProblems(problem.fields, problem.form);
    };
    if (existing) update.mutate({ id: existing.assignment.id, ...input }, { onSuccess, onError });
    else create.mutate({ ...input, created_by: parentId }, { onSuccess, onError });
  };

  const body = (setList: QuestionSet[], kidList: StudentsResponse[]) => (
    <Form<AssignmentFields>
      form={form}
      name="assignment"
      layout="vertical"
      initialValues={existing ? fieldsOf(existing.assignment) : firstValues(params, setList, kidList)}
      requiredMark
    >
      {!existing && (params.has('set') || params.has('child')) && !linkedStep(params, setList, kidList) && (
        // A suggestion from an email whose set was taken back, or a child since removed: said, not left blank.
        <Alert type="info" showIcon className="mcq-form-alert" title={t('form.staleLink')} />
      )}
      {(problems.length > 0 || failure) && (
        <Alert
          type="error"
          role="alert"
          showIcon
          className="mcq-form-alert"
          title={failure ?? t('form.problems')}
          description={
            problems.length > 0 && (
              <ul>
                {problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            )
          }
        />
      )}
      <div className="mcq-list">
        <Panel title={t('form.details')}>
          <Form.Item<AssignmentFields> name="title" label={t('form.title')} required>
            <Input maxLength={TITLE_MAX_LENGTH} autoComplete="off" />
          </Form.Item>
          <Form.Item<AssignmentFields> name="instructions" label={t('form.instructions')}>
            <Input.TextArea maxLength={INSTRUCTIONS_MAX_LENGTH} autoSize={{ minRows: 2, maxRows: 6 }} />
          </Form.Item>
          <Form.Item<AssignmentFields>
            name="timeLimit"
            label={t('form.timeLimit')}
            extra={
              <>
                {t('form.timeLimit.help')} <strong aria-live="polite">{t('form.timeLimit.saved', { minutes: savedMinutes })}</strong>
              </>
            }
          >
            {/* No min or max: the field keeps what was typed, and the line under it says what will be saved (the fallback, `inRangeOrDefault`). */}
            <InputNumber style={{ width: 160 }} />
          </Form.Item>
          <Form.Item<AssignmentFields> name="dueDate" label={t('form.dueDate')} extra={t('form.dueDate.help')}>
            <DueDateField placeholder={t('form.dueDate.placeholder')} style={{ width: 200 }} />
          </Form.Item>
        </Panel>
        <Panel title={t('form.sets')}>
          <Form.Item<AssignmentFields> name="question_sets">
            <SetPicker
              sets={setList}
              label={t('form.sets')}
              lockedBecause={existing?.started ? `${ASSIGNMENT_CHANGE_MESSAGES.setsLocked}.` : undefined}
            />
          </Form.Item>
        </Panel>
        <Panel title={t('form.children')}>
          <Form.Item<AssignmentFields> name="assigned_students">
            <ChildPicker
              kids={kidList}
              label={t('form.children')}
              kept={
                existing?.started
                  ? { ids: existing.assignment.assigned_students, because: `${ASSIGNMENT_CHANGE_MESSAGES.childrenLocked}.` }
                  : undefined
              }
            />
          </Form.Item>
        </Panel>
        <Panel title={t('form.summary')}>
          <AssignmentSummary sets={setList} values={{ question_sets: chosenSets, assigned_students: chosenChildren }} />
        </Panel>
      </div>
    </Form>
  );

  return (
    <PageLayout
      heading={existing ? t('form.edit.title') : t('form.create.title')}
      intro={existing?.assignment.title}
      back={{ to: paths.parentDashboard, label: t('form.back') }}
      actions={actionsFor(existing).map((action) => (
        <Button
          key={action.status}
          type={action.primary ? 'primary' : 'default'}
          disabled={!ready}
          loading={saving}
          onClick={() => save(action)}
        >
          {action.label}
        </Button>
      ))}
    >
      <QueryView query={sets} errorText={t('form.sets.failed')}>
        {(setList) => (
          <QueryView query={kids} errorText={common('error.fetchStudents')}>
            {(kidList) => body(setList, kidList)}
          </QueryView>
        )}
      </QueryView>
    </PageLayout>
  );
}
