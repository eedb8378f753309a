import { Button, Flex } from 'antd';
import 'shared/antd-css/button.js';
import 'shared/antd-css/flex.js';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'shared/router';
import { CHILDREN_MAX, CHILDREN_MAX_MESSAGE, describeError, href, paths, t as common, type StudentsResponse } from 'shared';
import { LoadingState, PageLayout, Panel, QueryView } from 'shared/ui';
import type { ChildWithCode } from 'shared/api';
import { useChildren } from '../../features/children/api/get-children.ts';
import type { NewCodes } from '../../features/children/api/reset-access-code.ts';
import { t } from '../../features/children/messages.ts';
import type { CodeNotice } from '../../features/children/components/access-code-notice.tsx';
import type { ChildAction } from '../../features/children/components/confirm-child-action.tsx';
import type { CardLayout, LoginCard } from '../../features/children/components/login-cards.tsx';
import { QuizSettingField } from '../../features/children/components/quiz-setting-field.tsx';

// The form, the confirmations (antd's Form and Modal are most of this screen's weight), the cards (with
// their QR codes) and the choice of children for them load only when a parent opens them.
const AddChildForm = lazy(() => import('../../features/children/components/add-child-form.tsx').then((m) => ({ default: m.AddChildForm })));
/** The confirmation's code, asked for as soon as a parent points at or tabs to Reset or Remove, so the click finds it. */
const loadConfirmChildAction = () => import('../../features/children/components/confirm-child-action.tsx');
const ConfirmChildAction = lazy(() => loadConfirmChildAction().then((m) => ({ default: m.ConfirmChildAction })));
// A new code's notice too: it shows only after an add or a reset.
const AccessCodeNotice = lazy(() =>
  import('../../features/children/components/access-code-notice.tsx').then((m) => ({ default: m.AccessCodeNotice })),
);
const LoginCards = lazy(() => import('../../features/children/components/login-cards.tsx'));
const NewCodesForCards = lazy(() =>
  import('../../features/children/components/new-codes-for-cards.tsx').then((m) => ({ default: m.NewCodesForCards })),
);

/** Focus for the keyboard once the frame that closes a dialog has been drawn. */
const focusLater = (target: () => HTMLElement | null | undefined) => requestAnimationFrame(() => target()?.focus());

interface Cards {
  cards: LoginCard[];
  layout: CardLayout;
  problem?: string;
}

/** The Children area of the parent dashboard: each child's Student ID, a new child, a new code, a removal. */
export function ChildrenScreen() {
  const children = useChildren();
  // The family's limit, as the server keeps it: said here rather than after a form filled in for nothing.
  const full = (children.data?.length ?? 0) >= CHILDREN_MAX;
  // The address says what is shown: /children/add is the form (the dashboard's Add Child opens it), /children the list.
  const adding = useParams()['*'] === 'add';
  const navigate = useNavigate();
  const setAdding = (open: boolean) => navigate(open ? `${href('children')}/add` : href('children'), { replace: !open });
  const [notice, setNotice] = useState<CodeNotice | null>(null);
  const [action, setAction] = useState<ChildAction | null>(null);
  const [status, setStatus] = useState('');
  const [choosingCards, setChoosingCards] = useState(false);
  const [cards, setCards] = useState<Cards | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const printCards = useRef<HTMLButtonElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // Where the keyboard goes back to when a dialog or the form closes: the button that opened it (the
  // dialog's own return of focus finds its opener gone once it unmounts), after the dialog has gone.
  const opener = useRef<HTMLElement | null>(null);
  const cancelledAdd = useRef(false);
  useEffect(() => {
    if (adding || !cancelledAdd.current) return;
    cancelledAdd.current = false;
    addButton.current?.focus();
  }, [adding]);
  // The confirmation opens once its code is here; meanwhile the button tapped shows it is working (a
  // phone's tap gives no earlier sign to fetch it on, and a line elsewhere could be off the screen).
  const [opening, setOpening] = useState<ChildAction | null>(null);
  const openAction = (next: ChildAction, button: HTMLElement) => {
    opener.current = button;
    setOpening(next);
    // A failure opens it all the same: the screen's boundary then says the code could not be fetched.
    const open = () => {
      setOpening(null);
      setAction(next);
    };
    loadConfirmChildAction().then(open, open);
  };
  const isOpening = (kind: ChildAction['kind'], child: StudentsResponse) => opening?.kind === kind && opening.child.id === child.id;

  const showCode = (title: string, { student, accessCode }: ChildWithCode) =>
    setNotice({ title, childName: student.name, studentId: student.student_id, accessCode });

  const onAdded = (result: ChildWithCode) => {
    setAdding(false);
    setStatus('');
    showCode(t('children.added.title', { name: result.student.name }), result);
  };

  const onReset = (result: ChildWithCode) => {
    setAction(null);
    setStatus('');
    showCode(t('children.reset.done', { name: result.student.name }), result);
  };

  // One confirmation gave the chosen children new codes: their cards, four to a page.
  const onNewCodes = ({ given, failed }: NewCodes) => {
    setChoosingCards(false);
    setNotice(null);
    const problem = failed.length
      ? t('cards.choose.partial', {
          names: failed.map(({ child }) => child.name).join(', '),
          problem: describeError(failed[0]?.error, common('error.updateStudent')),
        })
      : undefined;
    setCards({
      cards: given.map(({ student, accessCode }) => ({ childName: student.name, studentId: student.student_id, accessCode })),
      layout: given.length > 1 ? 'four' : 'one',
      ...(problem ? { problem } : {}),
    });
  };

  const onRemoved = (child: StudentsResponse) => {
    setAction(null);
    if (notice?.studentId === child.student_id) setNotice(null);
    setStatus(t('children.removed', { name: child.name }));
    focusLater(() => heading.current);
  };

  return (
    <PageLayout
      heading={t('children.title')}
      intro={t('children.intro')}
      headingRef={heading}
      back={{ to: paths.parentDashboard, label: t('children.back') }}
    >
      <div role="status" className="mcq-status-slot">
        {status && <p className="mcq-state">{status}</p>}
      </div>
      {notice && (
        <Suspense fallback={null}>
          <AccessCodeNotice
            key={notice.accessCode}
            notice={notice}
            onPrint={() => setCards({ cards: [notice], layout: 'one' })}
            onDone={() => setNotice(null)}
          />
        </Suspense>
      )}

      {full ? (
        <p className="mcq-state">{CHILDREN_MAX_MESSAGE}</p>
      ) : adding ? (
        <Suspense fallback={<LoadingState />}>
          <AddChildForm
            onAdded={onAdded}
            onCancel={() => {
              cancelledAdd.current = true;
              setAdding(false);
            }}
          />
        </Suspense>
      ) : (
        <div>
          <Button
            ref={addButton}
            type="primary"
            onClick={() => {
              setNotice(null);
              setStatus('');
              setAdding(true);
            }}
          >
            {t('children.add')}
          </Button>
        </div>
      )}

      <QueryView
        query={children}
        errorText={common('error.fetchStudents')}
        isEmpty={(list) => list.length === 0}
        empty={t('children.empty')}
      >
        {(list) => (
          <>
            <div>
              <Button ref={printCards} onClick={() => setChoosingCards(true)}>
                {t('cards.print')}
              </Button>
            </div>
            <ul aria-label={t('children.list.label')} className="mcq-list">
              {list.map((child) => (
                <li key={child.id}>
                  <Panel>
                    <Flex justify="space-between" align="center" gap={12} wrap>
                      <div>
                        <h2 className="mcq-card-title">{child.name}</h2>
                        <span>
                          {child.grade || t('children.grade.none')} · {t('children.studentId')} <strong>{child.student_id}</strong>
                        </span>
                      </div>
                      <Flex gap={8} wrap>
                        <Button
                          aria-label={t('children.reset.label', { name: child.name })}
                          loading={isOpening('reset', child)}
                          onPointerEnter={loadConfirmChildAction}
                          onFocus={loadConfirmChildAction}
                          onClick={(event) => openAction({ kind: 'reset', child }, event.currentTarget)}
                        >
                          {t('children.reset')}
                        </Button>
                        <Button
                          danger
                          aria-label={t('children.remove.label', { name: child.name })}
                          loading={isOpening('remove', child)}
                          onPointerEnter={loadConfirmChildAction}
                          onFocus={loadConfirmChildAction}
                          onClick={(event) => openAction({ kind: 'remove', child }, event.currentTarget)}
                        >
                          {t('children.remove')}
                        </Button>
                      </Flex>
                    </Flex>
                    <QuizSettingField child={child} field="time_allowance" />
                    <QuizSettingField child={child} field="breaks" />
                    <QuizSettingField child={child} field="review_time" />
                  </Panel>
                </li>
              ))}
            </ul>
            {choosingCards && (
              <Suspense fallback={null}>
                <NewCodesForCards
                  family={list}
                  onCodes={onNewCodes}
                  onCancel={() => {
                    setChoosingCards(false);
                    focusLater(() => printCards.current);
                  }}
                />
              </Suspense>
            )}
          </>
        )}
      </QueryView>
      {cards && (
        <Suspense fallback={null}>
          <LoginCards
            cards={cards.cards}
            layout={cards.layout}
            problem={cards.problem}
            returnFocusTo={printCards}
            onClose={() => setCards(null)}
          />
        </Suspense>
      )}
      {action && (
        <Suspense fallback={null}>
          <ConfirmChildAction
            key={`${action.kind}-${action.child.id}`}
            action={action}
            onReset={onReset}
            onRemoved={onRemoved}
            onCancel={() => {
              setAction(null);
              focusLater(() => opener.current);
            }}
          />
        </Suspense>
      )}
    </PageLayout>
  );
}
