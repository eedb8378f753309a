import { dehydrate, onlineManager, QueryClient, type QueryKey } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { createHandlers, createMockDb, demoLogins } from 'mocks';
import { mockServer } from 'mocks/node';
import { expectNoAxeViolations, renderRoute } from 'mocks/testing';
import { savedCopyOptions } from 'shared';
import { pb } from 'shared/session';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assignmentsQuery, getAssignments } from '../../features/assignments/api/get-assignments.ts';
import { getResults, resultsQuery } from '../../features/assignments/api/get-results.ts';
import { childrenQuery, getChildren } from '../../features/children/api/get-children.ts';
import { t } from '../messages.ts';
import ParentAppRoutes from '../routes.tsx';

// The parent's first screen on a return visit: what the account's saved copy holds (IndexedDB, here
// fake-indexeddb), and the calm line that says so when there is no connection.

/** A minute before this page loaded: a copy saved on an earlier visit. */
const savedAt = performance.timeOrigin - 60_000;
const savedTime = new Date(savedAt).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
const savedLine = `Showing what was saved at ${savedTime} - offline`;

/** The demo parent's dashboard as an earlier visit left it in the account's saved copy. */
async function earlierVisitSaved() {
  const demo = demoLogins().parent;
  const { record } = await pb.collection('parents').authWithPassword(demo.email, demo.password);
  const earlier = new QueryClient();
  const keep = async (queryKey: QueryKey, read: () => Promise<unknown>) =>
    earlier.setQueryData(queryKey, await read(), { updatedAt: savedAt });
  await keep(childrenQuery(record.id).queryKey, () => getChildren(record.id));
  await keep(assignmentsQuery(record.id).queryKey, () => getAssignments(record.id));
  await keep(resultsQuery(record.id).queryKey, () => getResults(record.id));
  const { persister } = savedCopyOptions(record.id, t('area.title'));
  await persister.persistClient({ buster: record.id, timestamp: savedAt, clientState: dehydrate(earlier) });
}

/** The value a tile shows, read by its label as a screen reader pairs them. */
async function tile(label: string) {
  const term = await screen.findByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

beforeEach(() => {
  Object.assign(globalThis, { indexedDB: new IDBFactory(), IDBKeyRange });
});
afterEach(() => onlineManager.setOnline(true));

describe('the saved copy of the dashboard', () => {
  it('shows, offline, what was saved, and when; once the connection is back and the dashboard read again, the line goes', async () => {
    await earlierVisitSaved();
    // Since then, the parent added a child (on another device).
    const db = createMockDb();
    const emma = db.collections['students']!.find((child) => child.name === 'Emma Johnson')!;
    db.collections['students']!.push({ ...emma, id: 'studentzoe00003', student_id: 'STU099', name: 'Zoe Johnson' });
    mockServer.resetHandlers(...createHandlers(db));
    onlineManager.setOnline(false);
    await renderRoute(ParentAppRoutes, '/parent-dashboard', 'parent');

    const line = await screen.findByText(savedLine);
    expect(line.closest('[role="status"]')).not.toBeNull();
    expect(await tile('Total Children')).toBe('2');
    await expectNoAxeViolations();

    act(() => onlineManager.setOnline(true));
    await waitFor(async () => expect(await tile('Total Children')).toBe('3'));
    expect(screen.queryByText(savedLine)).not.toBeInTheDocument();
    // Read on this visit, the dashboard is not the saved copy: going offline now says nothing of one.
    act(() => onlineManager.setOnline(false));
    expect(await tile('Total Children')).toBe('3');
    expect(screen.queryByText(/Showing what was saved/)).not.toBeInTheDocument();
  });

  it('says nothing while online, though the dashboard opened from the saved copy', async () => {
    await earlierVisitSaved();
    await renderRoute(ParentAppRoutes, '/parent-dashboard', 'parent');
    expect(await tile('Total Children')).toBe('2');
    expect(screen.queryByText(/Showing what was saved/)).not.toBeInTheDocument();
  });
});
