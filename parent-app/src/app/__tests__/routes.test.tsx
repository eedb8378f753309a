import { screen } from '@testing-library/react';
import { itGuardsItsOwnScreens, renderRoute } from 'mocks/testing';
import { describe, expect, it } from 'vitest';
import ParentAppRoutes from '../routes.tsx';

describe('the parent area', () => {
  it('sends its own unknown paths to the dashboard', async () => {
    await renderRoute(ParentAppRoutes, '/nowhere', 'parent');
    expect(await screen.findByRole('heading', { name: 'Welcome, Sarah Johnson' })).toBeVisible();
  });

  itGuardsItsOwnScreens(ParentAppRoutes, '/create-assignment', 'parent', 'student');
});
