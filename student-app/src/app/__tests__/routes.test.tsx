import { screen } from '@testing-library/react';
import { renderRoute } from 'mocks/testing';
import { describe, expect, it } from 'vitest';
import StudentAppRoutes from '../routes.tsx';

describe('the student area', () => {
  it('greets the child by name and grade and lists only their assignments', async () => {
    await renderRoute(StudentAppRoutes, '/student-dashboard', 'student');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Emma Johnson!' })).toBeVisible();
    expect(screen.getByText('Grade 3')).toBeVisible();
    expect(await screen.findByText('Maths Practice: Basic Arithmetic')).toBeVisible();
    expect(screen.getByText('English Grammar Check')).toBeVisible();
    // Liam's draft assignment is not Emma's.
    expect(screen.queryByText('Fractions Review')).not.toBeInTheDocument();
  });
});
