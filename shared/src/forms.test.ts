import { ClientResponseError } from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { formProblem, hasFieldErrors } from './forms.ts';

type Fields = { name: string; grade: string };

const refusal = (status: number, data: Record<string, unknown>, message = 'Failed to create record.') =>
  new ClientResponseError({ url: '/api/x', status, response: { status, message, data } });

describe('formProblem', () => {
  it('puts the server messages on the fields the form has', () => {
    const error = refusal(400, {
      name: { code: 'too_long', message: 'Use at most 100 characters' },
      other: { code: 'x', message: 'Hidden' },
    });
    expect(formProblem<Fields>(error, ['name', 'grade'], 'Failed to create student')).toEqual({
      fields: { name: 'Use at most 100 characters' },
      form: null,
    });
  });

  it('gives words for the whole form when no field of it explains the refusal', () => {
    expect(formProblem<Fields>(refusal(500, {}), ['name', 'grade'], 'Failed to create student')).toEqual({
      fields: {},
      form: 'Failed to create student',
    });
    expect(formProblem<Fields>(refusal(403, {}, 'Only parents can add children.'), ['name'], 'Failed')).toEqual({
      fields: {},
      form: 'Only parents can add children.',
    });
  });
});

describe('hasFieldErrors', () => {
  it('is true only when some field has a message', () => {
    expect(hasFieldErrors<Fields>({})).toBe(false);
    expect(hasFieldErrors<Fields>({ name: undefined })).toBe(false);
    expect(hasFieldErrors<Fields>({ grade: 'Grade is required' })).toBe(true);
  });
});
