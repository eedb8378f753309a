import { useEffect, useRef, useState } from 'react';
import { Button } from 'antd';
import 'shared/antd-css/button.js';
import { useLocation, useNavigate, useSearchParams } from 'shared/router';
import { paths } from 'shared';
import { EmptyState } from 'shared/ui';
import type { Assignment } from '../api/get-assignments.ts';
import type { Result } from '../api/get-results.ts';
import { t } from '../messages.ts';
import { AssignmentCard } from './assignment-card.tsx';
import { AssignmentDetail } from './assignment-detail.tsx';
import { DeleteAssignmentDialog } from './delete-assignment-dialog.tsx';
import './assignments.css';

/** How many assignments the list shows at first, and how many more each Show more adds (a school year holds hundreds). */
const PAGE = 20;

/** The Assignments tab: Create Assignment, then a card per assignment with View, Edit and Delete, newest first, by pages. */
export function AssignmentsTab({
  assignments,
  results,
  onNotice,
}: {
  assignments: readonly Assignment[];
  results: readonly Result[];
  /** The dashboard's one message: a deletion's replaces whatever it said before. */
  onNotice: (notice: string | undefined) => void;
}) {
  // The assignment open in View is in the address (`?assignment=`), so that a notification can open it.
  const [params, setParams] = useSearchParams();
  const viewingId = params.get('assignment');
  const viewing = assignments.find((assignment) => assignment.id === viewingId);
  // View stays mounted while it closes, so that the dialog hands focus back to the button that opened it.
  const [shown, setShown] = useState<Assignment | null>(null);
  if (viewing && viewing !== shown) setShown(viewing);
  // Opening and closing it keep the page where it was (a new address would scroll to the top, and the button
  // that gets focus back would be out of sight). Opened here, it is a step of its own that Back closes, and
  // closing it goes back that step; opened from elsewhere (a notification, a link), closing drops it from the
  // address in place: either way no dialog's entry is left for Back to open again.
  const navigate = useNavigate();
  const location = useLocation();
  const openedHere = (location.state as { viewOpenedHere?: unknown } | null)?.viewOpenedHere === true;
  const view = (id: string | null) => {
    if (!id && openedHere) {
      navigate(-1);
      return;
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('assignment', id);
        else next.delete('assignment');
        return next;
      },
      { preventScrollReset: true, replace: !id, state: id ? { viewOpenedHere: true } : null },
    );
  };
  // Delete's question stays too while it closes: Cancel hands focus back to the card's Delete. Once it has
  // deleted, the card and its Delete are gone: focus goes to Create Assignment, the top of the list, under the notice.
  const [deleting, setDeleting] = useState<Assignment | null>(null);
  const [asking, setAsking] = useState(false);
  const deleted = useRef(false);
  const createButton = useRef<HTMLButtonElement>(null);
  // How many are shown is in the address (`?shown=`), so that Back to the list shows as many again.
  const shownCount = Math.max(PAGE, Math.floor(Number(params.get('shown'))) || PAGE);
  const visible = assignments.slice(0, shownCount);
  const more = Math.min(PAGE, assignments.length - visible.length);
  const list = useRef<HTMLUListElement>(null);
  // Show more takes the keyboard to the first card it added (its button is then below them).
  const firstAdded = useRef<number | null>(null);
  useEffect(() => {
    const heading = firstAdded.current === null ? null : list.current?.children[firstAdded.current]?.querySelector('h2');
    if (!heading) return;
    firstAdded.current = null;
    heading.setAttribute('tabindex', '-1');
    heading.focus();
  });
  const showMore = () => {
    firstAdded.current = visible.length;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('shown', String(Math.min(shownCount + PAGE, assignments.length)));
        return next;
      },
      { preventScrollReset: true, replace: true },
    );
  };

  return (
    <div className="mcq-list">
      <div>
        <Button ref={createButton} type="primary" onClick={() => navigate(paths.createAssignment)}>
          {t('list.create')}
        </Button>
      </div>
      <div role="status">{viewingId && !viewing && <p className="mcq-state">{t('detail.gone')}</p>}</div>
      {assignments.length === 0 ? (
        <EmptyState>{t('list.empty')}</EmptyState>
      ) : (
        <ul ref={list} className="mcq-list" aria-label={t('list.label')}>
          {visible.map((assignment) => (
            <li key={assignment.id}>
              <AssignmentCard
                assignment={assignment}
                results={results}
                onView={() => view(assignment.id)}
                onDelete={() => {
                  onNotice(undefined);
                  setDeleting(assignment);
                  setAsking(true);
                }}
              />
            </li>
          ))}
        </ul>
      )}
      {more > 0 && (
        <div className="assignments-more">
          <p className="mcq-state">{t('list.shown', { shown: visible.length, total: assignments.length })}</p>
          <Button onClick={showMore}>{t('list.more', { count: more })}</Button>
        </div>
      )}
      {shown && (
        <AssignmentDetail
          key={shown.id}
          open={shown === viewing}
          assignment={shown}
          results={results}
          onClose={() => view(null)}
          afterClose={() => setShown(null)}
        />
      )}
      {deleting && (
        <DeleteAssignmentDialog
          key={deleting.id}
          open={asking}
          afterClose={() => {
            setDeleting(null);
            if (deleted.current) createButton.current?.focus();
            deleted.current = false;
          }}
          assignment={deleting}
          onCancel={() => setAsking(false)}
          onDeleted={() => {
            deleted.current = true;
            onNotice(t('delete.done', { title: deleting.title }));
            setAsking(false);
          }}
        />
      )}
    </div>
  );
}
