import { Alert, Button, Card, Checkbox, Col, Form, Input, InputNumber, Radio, Row, Select } from 'antd';
import 'shared/antd-css/alert.js';
import 'shared/antd-css/button.js';
import 'shared/antd-css/card.js';
import 'shared/antd-css/checkbox.js';
import 'shared/antd-css/col.js';
import 'shared/antd-css/form.js';
import 'shared/antd-css/input.js';
import 'shared/antd-css/input-number.js';
import 'shared/antd-css/radio.js';
import 'shared/antd-css/row.js';
import 'shared/antd-css/select.js';
import { useState } from 'react';
import { Link, useNavigate } from 'shared/router';
import {
  BLOOM_LEVELS,
  capitalised,
  DIFFICULTIES,
  ESTIMATED_TIME,
  formProblem,
  GRADES,
  hasFieldErrors,
  href,
  inRangeOrDefault,
  pairPictures,
  paths,
  QUESTION_PICTURES_MAX,
  questionPicture,
  QUESTION_TYPE_LABELS,
  QUESTION_TYPES,
  SKILLS,
  SUBJECTS,
  TOPICS,
  type ContentStatus,
} from 'shared';
import { pb } from 'shared/session';
import { applyFieldErrors, EntryListInput, PageLayout } from 'shared/ui';
import { DraftOffer } from '../../../components/draft-offer.tsx';
import { useFieldCheck } from '../../../lib/use-field-check.ts';
import { useFormDraft } from '../../../lib/use-form-draft.ts';
import { useSaveQuestion } from '../api/save-question.ts';
import { NO_MEDIA, serverMediaProblems, type MediaChoice, type MediaKind, type QuestionMedia } from '../media.ts';
import { t } from '../messages.ts';
import {
  bodyOf,
  emptyQuestion,
  fieldsOf,
  forSubject,
  validateFields,
  type QuestionFields,
  type QuestionRecord,
} from '../question-fields.ts';
import { MediaField } from './media-fields.tsx';
import { OptionsEditor } from './options-editor.tsx';
import { PairsEditor } from './pairs-editor.tsx';
import { QuestionPreview } from './question-preview.tsx';
import { usePairPictures } from '../use-pair-pictures.ts';
import './questions.css';

const FIELDS = [
  'text',
  'type',
  'subject',
  'grade',
  'topic',
  'subtopic',
  'skills',
  'difficulty',
  'estimatedTime',
  'bloomsTaxonomy',
  'source',
  'year',
  'paper',
  'questionNumber',
  'tags',
  'options',
  'correctAnswer',
  'exactSpelling',
  'explanation',
  'image_alt',
] as const satisfies ReadonlyArray<keyof QuestionFields>;

const choices = (values: readonly string[], label: (value: string) => string = (value) => value) =>
  values.map((value) => ({ value, label: label(value) }));

function storedMedia(record: QuestionRecord, fileToken: string): QuestionMedia {
  const kept = (name: string | undefined): MediaChoice =>
    name ? { kind: 'kept', name, url: pb.files.getURL(record, name, { token: fileToken }) } : { kind: 'none' };
  // The question's own picture: the file no matching pair shows.
  return { image: kept(questionPicture(record.images, record.options)), audio: kept(record.audio || undefined) };
}

/** The stored files the question shows (its own picture, its pairs'): a save that shows one no more removes it. */
const shownImages = (record: QuestionRecord) =>
  [questionPicture(record.images, record.options), ...pairPictures(record.options)].filter((name): name is string => Boolean(name));

/**
 * What the browser keeps of an unsaved question: the fields, and which files were chosen, never the
 * files themselves (a picture would fill the browser's storage); a file chosen anew is chosen again.
 */
interface QuestionDraft {
  fields: QuestionFields;
  media: Record<MediaKind, MediaChoice['kind']>;
}

const mediaKinds = (media: QuestionMedia): QuestionDraft['media'] => ({ image: media.image.kind, audio: media.audio.kind });

interface EditorProps {
  existing?: QuestionRecord;
  pendingVersion?: QuestionRecord | null;
  fileToken?: string;
}

/**
 * Create Question and Edit Question (docs/product.md, "Create and Edit Question"). A published question is never changed in
 * place: saving writes a new version that replaces it once a reviewer publishes it.
 */
export function QuestionEditor({ existing, pendingVersion, fileToken = '' }: EditorProps) {
  const [form] = Form.useForm<QuestionFields>();
  const navigate = useNavigate();
  const save = useSaveQuestion();
  const [previewing, setPreviewing] = useState(false);
  const [media, setMedia] = useState<QuestionMedia>(() => (existing ? storedMedia(existing, fileToken) : NO_MEDIA));
  const [formError, setFormError] = useState<string | null>(null);
  const [serverMediaErrors, setServerMediaErrors] = useState<Partial<Record<MediaKind, string>>>({});
  const check = useFieldCheck<QuestionFields>((errors) => applyFieldErrors(form, errors, FIELDS));
  const subject = Form.useWatch('subject', form);
  const type = Form.useWatch('type', form);
  const values = Form.useWatch([], { form, preserve: true }) as QuestionFields | undefined;
  const isPublished = existing?.status === 'published';
  // One new version at a time: a second one would replace a question that the first already replaced.
  const locked = isPublished && Boolean(pendingVersion);
  const hasImage = media.image.kind !== 'none';
  const pictures = usePairPictures(existing, fileToken);
  const pairPictureNames = Object.keys(pictures.urls);
  const pairsWithPictures = type === 'matching' ? pairPictures(values?.options).length : 0;
  const draft = useFormDraft<QuestionDraft>('question', existing?.id);
  const lostMedia = (['image', 'audio'] as const).filter((kind) => draft.offered?.values.media?.[kind] === 'new');

  const currentFields = (): QuestionFields => ({ ...emptyQuestion(), ...form.getFieldsValue(true) });

  /** After a save, the messages follow the fields as they change (`hasImage` as it is now). */
  const recheck = (withImage = hasImage) => {
    const fields = currentFields();
    check.follow(validateFields(fields, withImage, pairPictureNames), fields);
  };

  const restoreDraft = () => {
    const kept = draft.restore();
    if (!kept) return;
    form.setFieldsValue({ ...emptyQuestion(), ...kept.fields });
    // The offer goes with its buttons: the keyboard goes on from the question, not from the top of the page.
    form.focusField('text');
    // A file removed in the draft is removed again; a stored one stays; one chosen anew is chosen again (the offer said so).
    setMedia((current) => ({
      image: kept.media?.image === 'none' ? NO_MEDIA.image : current.image,
      audio: kept.media?.audio === 'none' ? NO_MEDIA.audio : current.audio,
    }));
  };

  const changeMedia = (kind: MediaKind, choice: MediaChoice) => {
    draft.keep({ fields: currentFields(), media: { ...mediaKinds(media), [kind]: choice.kind } });
    setMedia((current) => ({ ...current, [kind]: choice }));
    setServerMediaErrors((current) => ({ ...current, [kind]: undefined }));
    if (kind === 'image') recheck(choice.kind !== 'none');
  };

  const saveAs = (status: ContentStatus) => {
    form.setFieldValue('estimatedTime', inRangeOrDefault(form.getFieldValue('estimatedTime'), ESTIMATED_TIME));
    const fields = currentFields();
    const problems = validateFields(fields, hasImage, pairPictureNames);
    check.check(problems);
    setServerMediaErrors({});
    setFormError(null);
    if (hasFieldErrors(problems)) {
      setPreviewing(false);
      return;
    }
    save.mutate(
      {
        body: bodyOf(fields, status),
        media,
        pairPictures: pictures,
        storedImages: existing && !isPublished ? shownImages(existing) : [],
        ...(existing && !isPublished ? { id: existing.id } : {}),
        ...(isPublished ? { replaces: existing.id } : {}),
      },
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
          const problem = formProblem<QuestionFields>(error, FIELDS, t('editor.failed'));
          check.refuse(problem.fields, fields);
          // The server's refusal of a file shows, in our words, under its upload.
          const mediaErrors = serverMediaProblems(error);
          setServerMediaErrors(mediaErrors);
          setPreviewing(false);
          if (!Object.values(mediaErrors).some(Boolean)) setFormError(problem.form);
        },
      },
    );
  };

  const attention = hasFieldErrors(check.errors) || Object.values(serverMediaErrors).some(Boolean);
  const formAlert = formError ?? (attention ? t('editor.fixErrors') : null);

  const heading = t(existing ? 'editor.edit.title' : 'editor.create.title');
  return (
    <PageLayout
      heading={heading}
      back={{ to: paths.creatorDashboard, label: t('editor.back') }}
      actions={
        <>
          <Button onClick={() => setPreviewing((on) => !on)}>{t(previewing ? 'editor.edit' : 'editor.preview')}</Button>
          <Button
            loading={save.isPending && save.variables?.body.status === 'draft'}
            disabled={save.isPending || locked}
            onClick={() => saveAs('draft')}
          >
            {t('editor.saveDraft')}
          </Button>
          <Button
            type="primary"
            loading={save.isPending && save.variables?.body.status === 'review'}
            disabled={save.isPending || locked}
            onClick={() => saveAs('review')}
          >
            {t('editor.submit')}
          </Button>
        </>
      }
    >
      {isPublished && (
        <Alert
          type="info"
          role="note"
          showIcon
          title={t('editor.published.title')}
          description={
            <>
              <p>{t('editor.published.body')}</p>
              {pendingVersion && (
                <p>
                  {t('editor.version.pending')} <Link to={href('editQuestion', { id: pendingVersion.id })}>{t('editor.version.open')}</Link>
                </p>
              )}
            </>
          }
        />
      )}
      {existing?.replaces && existing.status !== 'published' && (
        <Alert type="info" role="note" showIcon title={t('editor.version.title')} description={t('editor.version.body')} />
      )}
      {existing?.status === 'review' && <Alert type="warning" role="note" showIcon title={t('editor.inReview')} />}
      {existing?.review_comment && (
        <Alert type="warning" role="note" showIcon title={t('editor.reviewComment')} description={existing.review_comment} />
      )}
      {draft.offered && (
        <DraftOffer
          question={t('draft.offer')}
          savedAt={draft.offered.savedAt}
          note={lostMedia.map((kind) => t(`draft.${kind}`)).join(' ')}
          onRestore={restoreDraft}
          onDiscard={draft.clear}
        />
      )}
      {formAlert && <Alert type="error" role="alert" showIcon title={formAlert} />}
      {previewing && values && (
        <QuestionPreview
          question={{ ...emptyQuestion(), ...values }}
          pairPictures={pictures.urls}
          media={{
            ...(media.image.kind !== 'none' ? { imageUrl: media.image.url } : {}),
            ...(media.audio.kind !== 'none' ? { audioUrl: media.audio.url } : {}),
          }}
        />
      )}
      <Form<QuestionFields>
        form={form}
        layout="vertical"
        initialValues={existing ? fieldsOf(existing) : emptyQuestion()}
        className={previewing ? 'creator-hidden' : 'creator-form'}
        requiredMark
        onValuesChange={(changed: Partial<QuestionFields>) => {
          if ('subject' in changed) form.setFieldsValue(forSubject(form.getFieldsValue(['topic', 'skills']), changed.subject));
          recheck();
          draft.keep({ fields: currentFields(), media: mediaKinds(media) });
        }}
      >
        <Card title={<h2 className="mcq-card-title">{t('section.content')}</h2>}>
          <Form.Item<QuestionFields> name="text" label={t('field.text')} required>
            <Input.TextArea rows={3} maxLength={2000} placeholder={t('field.text.placeholder')} />
          </Form.Item>
          <Form.Item<QuestionFields> name="type" label={t('field.type')}>
            <Select options={QUESTION_TYPES.map((value) => ({ value, label: QUESTION_TYPE_LABELS[value] }))} />
          </Form.Item>
          {type === 'multiple_choice' && (
            <Form.Item<QuestionFields> name="options">
              <OptionsEditor />
            </Form.Item>
          )}
          {type === 'matching' && (
            <Form.Item<QuestionFields> name="options">
              <PairsEditor pictures={pictures} canAddPicture={(hasImage ? 1 : 0) + pairsWithPictures < QUESTION_PICTURES_MAX} />
            </Form.Item>
          )}
          {type === 'true_false' && (
            <Form.Item<QuestionFields> name="correctAnswer" label={t('field.trueFalse')} required>
              <Radio.Group options={['True', 'False']} />
            </Form.Item>
          )}
          {(type === 'fill_blank' || type === 'short_answer') && (
            <>
              <Form.Item<QuestionFields>
                name="correctAnswer"
                label={t('field.correctAnswer')}
                extra={t(`field.correctAnswer.${type}`)}
                required
              >
                <Input maxLength={500} />
              </Form.Item>
              <Form.Item<QuestionFields> name="exactSpelling" valuePropName="checked" extra={t('field.exactSpelling.hint')}>
                <Checkbox>{t('field.exactSpelling')}</Checkbox>
              </Form.Item>
            </>
          )}
          <Form.Item<QuestionFields>
            name="explanation"
            label={type === 'essay' ? t('field.explanation.essay') : t('field.explanation')}
            extra={type === 'essay' ? t('field.explanation.essay.hint') : undefined}
          >
            <Input.TextArea
              rows={2}
              maxLength={2000}
              placeholder={type === 'essay' ? t('field.explanation.essay.placeholder') : t('field.explanation.placeholder')}
            />
          </Form.Item>
          <fieldset className="creator-fieldset">
            <legend>{t('field.image')}</legend>
            <MediaField
              kind="image"
              value={media.image}
              onChange={(image) => changeMedia('image', image)}
              serverError={serverMediaErrors['image']}
            >
              {hasImage && (
                <Form.Item<QuestionFields> name="image_alt" label={t('field.image.alt')} extra={t('field.image.alt.hint')} required>
                  <Input maxLength={300} />
                </Form.Item>
              )}
            </MediaField>
          </fieldset>
          <fieldset className="creator-fieldset">
            <legend>{t('field.audio')}</legend>
            <MediaField
              kind="audio"
              value={media.audio}
              onChange={(audio) => changeMedia('audio', audio)}
              serverError={serverMediaErrors['audio']}
            />
          </fieldset>
          <fieldset className="creator-fieldset">
            <legend>{t('field.video')}</legend>
            <p className="creator-hint">{t('field.video.note')}</p>
          </fieldset>
        </Card>

        <Card title={<h2 className="mcq-card-title">{t('section.categorization')}</h2>}>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item<QuestionFields> name="subject" label={t('field.subject')} required>
                <Select options={choices(SUBJECTS)} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item<QuestionFields> name="grade" label={t('field.grade')} required>
                <Select options={choices(GRADES)} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item<QuestionFields> name="topic" label={t('field.topic')} extra={subject ? undefined : t('field.topic.first')}>
                <Select disabled={!subject} allowClear options={choices(subject ? TOPICS[subject] : [])} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item<QuestionFields> name="subtopic" label={t('field.subtopic')}>
                <Input maxLength={100} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item<QuestionFields> name="skills" label={t('field.skills')} required>
            <Select mode="multiple" options={choices(subject ? SKILLS[subject] : [])} notFoundContent={t('field.topic.first')} />
          </Form.Item>
          <Form.Item<QuestionFields> name="tags" label={t('field.tags')} extra={t('field.tags.hint')}>
            <EntryListInput label={t('field.tags')} />
          </Form.Item>
        </Card>

        <Card title={<h2 className="mcq-card-title">{t('section.metadata')}</h2>}>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item<QuestionFields> name="difficulty" label={t('field.difficulty')} required>
                <Select options={choices(DIFFICULTIES, capitalised)} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item<QuestionFields> name="estimatedTime" label={t('field.estimatedTime')} extra={t('field.estimatedTime.hint')}>
                {/* No min and max here: antd would clamp, while an invalid time is put back to 30 (docs/product.md, "Limits and constants"). */}
                <InputNumber
                  onBlur={() => form.setFieldValue('estimatedTime', inRangeOrDefault(form.getFieldValue('estimatedTime'), ESTIMATED_TIME))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item<QuestionFields> name="bloomsTaxonomy" label={t('field.bloomsTaxonomy')}>
                <Select allowClear options={choices(BLOOM_LEVELS, capitalised)} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item<QuestionFields> name="source" label={t('field.source')}>
                <Input maxLength={100} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item<QuestionFields> name="year" label={t('field.year')}>
                <InputNumber min={1900} max={2100} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item<QuestionFields> name="paper" label={t('field.paper')}>
                <Input maxLength={100} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item<QuestionFields> name="questionNumber" label={t('field.questionNumber')}>
                <Input maxLength={20} />
              </Form.Item>
            </Col>
          </Row>
        </Card>
      </Form>
    </PageLayout>
  );
}
