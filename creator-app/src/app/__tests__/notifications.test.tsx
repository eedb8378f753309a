import { screen, waitFor } from '@testing-library/react';
import { addNotification, createHandlers, createMockDb } from 'mocks';
import { mockServer } from 'mocks/node';
import { renderRoute } from 'mocks/testing';
import { notificationText } from 'shared';
import { describe, expect, it } from 'vitest';
import CreatorAppRoutes from '../routes.tsx';

describe("the creator's notifications", () => {
  it("a question sent back opens in its editor, with the reviewer's words in the list", async () => {
    const db = createMockDb();
    mockServer.resetHandlers(...createHandlers(db));
    const returned = addNotification(db, {
      recipient: 'creatordemo0001',
      audience: 'creators',
      type: 'content_returned',
      ...notificationText.contentReturned('questions', 'What is 9 × 3?', 'Please add a picture.'),
      about: 'questions',
      about_id: 'qmathdraft00001',
    });
    const { user, router } = await renderRoute(CreatorAppRoutes, '/content-creator-dashboard', 'creator');
    await user.click(await screen.findByRole('button', { name: 'Notifications 1 unread' }));
    await user.click(
      await screen.findByRole('link', { name: /^New Your question was sent back "What is 9 × 3\?": Please add a picture\./ }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Question' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/edit-question/qmathdraft00001');
    await waitFor(() => expect(returned['read']).toBe(true));
  });
});
