import { ClientResponseError } from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { describeError, fieldErrors } from './errors.ts';

const failure = (status: number, response: Record<string, unknown> = {}, isAbort = false) =>
  new ClientResponseError({ status, response, isAbort });

describe('describeError', () => {
  it.each([
    [failure(0), 'We could not reach the server. Check your internet connection and try again.'],
    [failure(0, {}, true), 'The request was autocancelled.'],
    [failure(429, { message: 'Too Many Requests.' }), 'Too many attempts. Please wait a minute and try again.'],
    [
      failure(429, { message: 'Too many wrong tries. This account is locked for 15 minutes.' }),
      'Too many wrong tries. This account is locked for 15 minutes.',
    ],
    [failure(400, { message: 'Failed to authenticate.' }), 'Failed to fetch students'],
    [failure(403, { message: 'Only the parent of this child can reset the code.' }), 'Only the parent of this child can reset the code.'],
    [new Error('boom'), 'Failed to fetch students'],
  ])('%#: turns a failure into words for people', (error, words) => {
    expect(describeError(error, 'Failed to fetch students')).toBe(words);
  });

  it("says a form's own words for PocketBase's rate limit, and still the server's words for a lockout", () => {
    const hourly = 'Too many changes from this network. Please try again in an hour.';
    expect(describeError(failure(429, { message: 'Too Many Requests.' }), 'Failed', hourly)).toBe(hourly);
    expect(describeError(failure(429, { message: 'Too many wrong tries. This account is locked for 15 minutes.' }), 'Failed', hourly)).toBe(
      'Too many wrong tries. This account is locked for 15 minutes.',
    );
  });

  it("falls back to SPEC's default text", () => {
    expect(describeError(failure(500, { message: 'Something went wrong while processing your request.' }))).toBe('Something went wrong.');
  });
});

describe('fieldErrors', () => {
  it('reads the per-field messages of a 400 answer', () => {
    const error = failure(400, { data: { title: { code: 'validation_required', message: 'Cannot be blank.' }, timeLimit: 'x' } });
    expect(fieldErrors(error)).toEqual({ title: 'Cannot be blank' });
    expect(fieldErrors(failure(403, { data: { title: { message: 'x' } } }))).toEqual({});
  });

  it("gives SPEC's words without the full stop PocketBase adds, and leaves an ellipsis alone", () => {
    const error = failure(400, { data: { text: { message: 'Question content is required.' }, note: { message: 'Wait...' } } });
    expect(fieldErrors(error)).toEqual({ text: 'Question content is required', note: 'Wait...' });
  });
});
