import { Alert, Button, Card, Col, Descriptions, Form, Input, Row, Select } from 'antd';
import 'shared/antd-css/alert.js';
import 'shared/antd-css/button.js';
import 'shared/antd-css/card.js';
import 'shared/antd-css/col.js';
import 'shared/antd-css/descriptions.js';
import 'shared/antd-css/form.js';
import 'shared/antd-css/input.js';
import 'shared/antd-css/row.js';
import 'shared/antd-css/select.js';
import { useState } from 'react';
import { useNavigate } from 'shared/router';
import {
  capitalised,
  DIFFICULTIES,
  formProblem,
  GRADES,
  hasFieldErrors,
  minutesOf,
  paths,
  SET_TYPE_LABELS,
  SET_TYPES,
  SKILLS,
  SUBJECTS,
  toggleQuestion,
  type BuilderQuestion,
  type ContentStatus,
} from 'shared';
import { applyFieldErrors, EntryListInput, PageLayout } from 'shared/ui';
import { DraftOffer } from '../../../components/draft-offer.tsx';
import { useFieldCheck } from '../../../lib/use-field-check.ts';
import { useFormDraft } from '../../../lib/use-form-draft.ts';
import { useSaveQuestionSet } from '../api/save-question-set.ts';
import { t } from '../messages.ts';
import {
  bodyOf,
  chosenOf,
  emptySet,
  fieldsOf,
  validateFields,
  type ChosenQuestion,
  type SetEditorFields,
  type SetFields,
  type SetRecord,
} from '../set-fields.ts';
import { QuestionPicker } from './question-picker.tsx';
import './question-sets.css';

const FIELDS = [
  'title',
  'description',
  'subject',
  'grade',
  'type',
  'difficulty',
  'skills',
  'learningObjectives',
  'prerequisites',
  'tags',
] as const satisfies ReadonlyArray<keyof SetFields>;

/** What the browser keeps of an unsaved set: the fields, and the chosen questions as the editor shows them. */
interface SetDraft {
  fields: SetFields;
  chosen: ChosenQuestion[];
  seconds: number;
}

const asBuilderQuestion = (question: ChosenQuestion): BuilderQuestion => ({
  id: question.id,
  subject: question.subject,
  grade: question.grade,
  skills: question.skills ?? [],
  estimatedTime: question.estimatedTime,
});

/**
 * Create Question Set and Edit Question Set (docs/product.md, "Create and Edit Question Set"): the details, skills and
 * objectives, the questions chosen from the server's list, and a summary. The builder's arithmetic
 * is shared/src/domain/set-builder.ts.
 */
export function SetEditor({ existing }: { existing?: SetRecord }) {
  const [form] = Form.useForm<SetFields>();
  const navigate = useNavigate();
  const save = useSaveQuestionSet();
  const initial = existing?.expand?.questions ?? [];
  const [chosen, setChosen] = useState<ChosenQuestion[]>(() => initial.map(chosenOf));
  const [seconds, setSeconds] = useState(() => initial.reduce((sum, question) => sum + question.estimatedTime, 0));
  const [formError, setFormError] = useState<string | null>(null);
  const check = useFieldCheck<SetEditorFields>((errors) => applyFieldErrors(form, errors, FIELDS));
  const subject = Form.useWatch('subject', form);
  const grade = Form.useWatch('grade', form);
  const skills = Form.useWatch('skills', form) ?? [];
  const isPublished = existing?.status === 'published';
  const draft = useFormDraft<SetDraft>('questionSet', existing?.id);

  const restoreDraft = () => {
    const kept = draft.restore();
    if (!kept) return;
    form.setFieldsValue({ ...emptySet(), ...kept.fields });
    // The offer goes with its buttons: the keyboard goes on from the title, not from the top of the page.
    form.focusField('title');
    setChosen(kept.chosen ?? []);
    setSeconds(kept.seconds ?? 0);
  };

  const toggle = (question: ChosenQuestion) => {
    const values = form.getFieldsValue(['subject', 'grade', 'skills']);
    const next = toggleQuestion(
      {
        questions: chosen.map((q) => q.id),
        skills: values.skills ?? [],
        subject: values.subject ?? '',
        grade: values.grade ?? '',
        seconds,
      },
      asBuilderQuestion(question),
    );
    form.setFieldsValue({
      skills: [...next.skills],
      ...(next.subject ? { subject: next.subject as SetFields['subject'] } : {}),
      ...(next.grade ? { grade: next.grade as SetFields['grade'] } : {}),
    });
    const nextChosen = next.questions.length > chosen.length ? [...chosen, chosenOf(question)] : chosen.filter((q) => q.id !== question.id);
    setChosen(nextChosen);
    setSeconds(next.seconds);
    draft.keep({ fields: currentFields(), chosen: nextChosen, seconds: next.seconds });
    recheck(next.questions);
  };

  const currentFields = (): SetFields => ({ ...emptySet(), ...form.getFieldsValue(true) });

  /** After a save, the messages follow the fields and the chosen questions as they change. */
  const recheck = (ids: readonly string[] = chosen.map((q) => q.id)) => {
    const fields = currentFields();
    check.follow(validateFields(fields, ids), { ...fields, questions: [...ids] });
  };

  const saveAs = (status: ContentStatus) => {
    const fields = currentFields();
    const ids = chosen.map((q) => q.id);
    const problems = validateFields(fields, ids);
    check.check(problems);
    setFormError(null);
    if (hasFieldErrors(problems)) return;
    save.mutate(
      { body: bodyOf(fields, ids, seconds, status), ...(existing ? { id: existing.id } : {}) },
      {
        onSuccess: () => {
          draft.clear();
          // In place of the editor: Back then leads to where the author came from, not to an emptied form.
          navigate(paths.creatorDashboard, {
            replace: true,
            state: { notice: t(status === 'draft' ? 'editor.saved.draft' : 'editor.saved.review') },
          });
        },
        onError: (error) => {
          const problem = formProblem<SetEditorFields>(error, [...FIELDS, 'questions'], t('editor.failed'));
          check.refuse(problem.fields, { ...fields, questions: ids });
          setFormError(problem.form);
        },
      },
    );
  };

  const formAlert = formError ?? (hasFieldErrors(check.errors) ? t('editor.fixErrors') : null);
  const skillChoices = [...new Set([...(subject ? SKILLS[subject] : []), ...skills])];
  return (
    <PageLayout
      heading={t(existing ? 'editor.edit.title' : 'editor.create.title')}
      back={{ to: paths.creatorDashboard, label: t('editor.back') }}
      actions={
        <>
          <Button
            loading={save.isPending && save.variables?.body.status === 'draft'}
            disabled={save.isPending || isPublished}
            onClick={() => saveAs('draft')}
          >
            {t('editor.saveDraft')}
          </Button>
          <Button
            type="primary"
            loading={save.isPending && save.variables?.body.status === 'review'}
            disabled={save.isPending || isPublished}
            onClick={() => saveAs('review')}
          >
            {t('editor.submit')}
          </Button>
        </>
      }
    >
      {isPublished && <Alert type="info" role="note" showIcon title={t('editor.published')} />}
      {existing?.status === 'review' && <Alert type="warning" role="note" showIcon title={t('editor.inReview')} />}
      {existing?.review_comment && (
        <Alert type="warning" role="note" showIcon title={t('editor.reviewComment')} description={existing.review_comment} />
      )}
      {draft.offered && (
        <DraftOffer question={t('draft.offer')} savedAt={draft.offered.savedAt} onRestore={restoreDraft} onDiscard={draft.clear} />
      )}
      {formAlert && <Alert type="error" role="alert" showIcon title={formAlert} />}
      <Form<SetFields>
        form={form}
        layout="vertical"
        initialValues={existing ? fieldsOf(existing) : emptySet()}
        requiredMark
        // A published set is read here, not changed: nothing typed could be saved.
        disabled={isPublished}
        className="creator-set-form"
        onValuesChange={() => {
          recheck();
          draft.keep({ fields: currentFields(), chosen, seconds });
        }}
      >
        <Card title={<h2 className="mcq-card-title">{t('section.details')}</h2>}>
          <Form.Item<SetFields> name="title" label={t('field.title')} required>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item<SetFields> name="description" label={t('field.description')} required>
            <Input.TextArea rows={3} maxLength={2000} />
          </Form.Item>
          <Row gutter={16}>
            <Col xs={24} md={6}>
              <Form.Item<SetFields> name="subject" label={t('field.subject')} required>
                <Select options={SUBJECTS.map((value) => ({ value, label: value }))} />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item<SetFields> name="grade" label={t('field.grade')} required>
                <Select options={GRADES.map((value) => ({ value, label: value }))} />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item<SetFields> name="type" label={t('field.type')} required>
                <Select options={SET_TYPES.map((value) => ({ value, label: SET_TYPE_LABELS[value] }))} />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item<SetFields> name="difficulty" label={t('field.difficulty')}>
                <Select allowClear options={DIFFICULTIES.map((value) => ({ value, label: capitalised(value) }))} />
              </Form.Item>
            </Col>
          </Row>
        </Card>

        <Card title={<h2 className="mcq-card-title">{t('section.skills')}</h2>}>
          <Form.Item<SetFields> name="skills" label={t('field.skills')} extra={t('field.skills.hint')} required>
            <Select mode="multiple" options={skillChoices.map((value) => ({ value, label: value }))} />
          </Form.Item>
          <Form.Item<SetFields> name="learningObjectives" label={t('field.learningObjectives')} extra={t('field.entry.hint')}>
            <EntryListInput label={t('field.learningObjectives')} addButton />
          </Form.Item>
          <Form.Item<SetFields> name="prerequisites" label={t('field.prerequisites')} extra={t('field.entry.hint')}>
            <EntryListInput label={t('field.prerequisites')} addButton />
          </Form.Item>
          <Form.Item<SetFields> name="tags" label={t('field.tags')} extra={t('field.entry.hint')}>
            <EntryListInput label={t('field.tags')} addButton />
          </Form.Item>
        </Card>

        <Card title={<h2 className="mcq-card-title">{t('section.questions')}</h2>}>
          <QuestionPicker chosen={chosen} onToggle={toggle} error={check.errors.questions} readOnly={isPublished} />
        </Card>

        <Card title={<h2 className="mcq-card-title">{t('section.summary')}</h2>}>
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'questions', label: t('summary.questions'), children: chosen.length },
              { key: 'time', label: t('summary.time'), children: t('summary.minutes', { minutes: minutesOf(seconds) }) },
              { key: 'subject', label: t('summary.subject'), children: subject ?? t('summary.none') },
              { key: 'grade', label: t('summary.grade'), children: grade ?? t('summary.none') },
              { key: 'skills', label: t('summary.skills'), children: skills.length ? skills.join(', ') : t('summary.none') },
            ]}
          />
        </Card>
      </Form>
    </PageLayout>
  );
}
