import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServer } from 'mocks/node';
import { renderRoute } from 'mocks/testing';
import { describe, expect, it } from 'vitest';
import ParentAppRoutes from '../routes.tsx';

describe('the parent area', () => {
  it("greets the parent and lists the parent's children", async () => {
    await renderRoute(ParentAppRoutes, '/parent-dashboard', 'parent');
    expect(await screen.findByRole('heading', { name: 'Welcome, Sarah Johnson' })).toBeVisible();
    expect(await screen.findByText('Emma Johnson')).toBeVisible();
    expect(screen.getByText('Grade 5 · STU002')).toBeVisible();
  });

  it("says so when the children can't be fetched", async () => {
    mockServer.use(http.get('*/api/collections/students/records', () => HttpResponse.json({ message: 'Something went wrong while processing your request.' }, { status: 500 })));
    await renderRoute(ParentAppRoutes, '/parent-dashboard', 'parent');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch students');
  });

  it('sends its own unknown paths to the dashboard', async () => {
    await renderRoute(ParentAppRoutes, '/nowhere', 'parent');
    expect(await screen.findByRole('heading', { name: 'Welcome, Sarah Johnson' })).toBeVisible();
  });
});
