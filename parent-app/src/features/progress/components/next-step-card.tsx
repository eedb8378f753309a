import { Button } from 'antd';
import 'shared/antd-css/button.js';
import { useEffect, useRef, useState } from 'react';
import { describeError, fieldErrors, href, nextStepPath, nextStepText, t as common, type NextStep } from 'shared';
import { Link } from 'shared/router';
import { Notice } from 'shared/ui';
import { t } from '../messages.ts';

interface NextStepCardProps {
  childId: string;
  childName: string;
  step: NextStep | null;
  /** Creates the step's assignment for the child (the screen knows how). */
  onAssign: (step: NextStep) => Promise<unknown>;
}

/**
 * The one next step for a child, with Assign: the set as an assignment for the child in one go (its own
 * time, due in a week), or the form filled in with it for a parent who wants to change something first.
 */
export function NextStepCard({ childId, childName, step, onAssign }: NextStepCardProps) {
  const [state, setState] = useState<{ pending: boolean; error: string | null; done: boolean }>({
    pending: false,
    error: null,
    done: false,
  });
  // The button goes once the step is assigned: the keyboard's focus goes to what took its place.
  const assigned = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.done) assigned.current?.focus();
  }, [state.done]);
  if (!step) return <p className="mcq-state">{t('nextStep.none', { name: childName })}</p>;
  const text = nextStepText(step);
  return (
    <div className="parent-next-step">
      <p className="parent-next-step-text">{text}</p>
      <p className="parent-next-step-why">
        {t(step.kind === 'practise' ? 'nextStep.why.practise' : 'nextStep.why.next', { name: childName })}
      </p>
      {state.done ? (
        <div ref={assigned} tabIndex={-1}>
          <Notice type="success" role="status">
            {t('nextStep.assigned', { name: childName })}{' '}
            <Link to={`${href('parentDashboard')}?tab=assignments`}>{t('nextStep.seeAssignments')}</Link>
          </Notice>
        </div>
      ) : (
        <div className="parent-next-step-actions">
          <Button
            type="primary"
            loading={state.pending}
            onClick={() => {
              setState({ pending: true, error: null, done: false });
              onAssign(step).then(
                () => setState({ pending: false, error: null, done: true }),
                // The server's words on a field (a set taken back since) say more than its "Some fields need attention".
                (error: unknown) => {
                  const onField = Object.values(fieldErrors(error))[0];
                  setState({
                    pending: false,
                    error: onField ? `${onField}.` : describeError(error, common('error.createAssignment')),
                    done: false,
                  });
                },
              );
            }}
            aria-label={t('nextStep.assignLabel', { name: childName, text })}
          >
            {t('nextStep.assign')}
          </Button>
          <Link to={nextStepPath(childId, step)}>{t('nextStep.change')}</Link>
        </div>
      )}
      {state.error && (
        <Notice type="error" role="alert">
          {state.error}
        </Notice>
      )}
    </div>
  );
}
