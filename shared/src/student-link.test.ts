import { describe, expect, it } from 'vitest';
import { isStudentId } from './domain/student-id.ts';
import { cardCodeFromLink, studentIdFromLink, studentSignInLink } from './student-link.ts';

describe("a child's sign-in link", () => {
  it('takes only Student IDs of the shape the server gives', () => {
    expect(isStudentId('STU001')).toBe(true);
    expect(isStudentId('STU2345678')).toBe(true);
    const bad = ['', 'stu001', 'STU01', 'STU1234567890', ' STU001', 'STU001 ', 'ST123456', 'STU001&x=1', 'STU00１'];
    expect(bad.filter(isStudentId)).toEqual([]);
  });

  it('opens the sign-in at the portal with the Student ID, and the code only in the fragment no server is sent', () => {
    const link = new URL(studentSignInLink('https://portal.example.org', 'STU2345678', 'sunny-tiger-427'));
    expect(link.href).toBe('https://portal.example.org/login?student=STU2345678#code=sunny-tiger-427');
    // what a request for the link carries: no code
    expect(link.origin + link.pathname + link.search).not.toContain('sunny');
    expect(cardCodeFromLink(link.hash)).toBe('sunny-tiger-427');
  });

  it('opens the sign-in at the portal with the Student ID alone when it has no code', () => {
    expect(studentSignInLink('https://portal.example.org', 'STU2345678')).toBe('https://portal.example.org/login?student=STU2345678');
    expect(studentSignInLink('http://localhost:4200/', 'STU001')).toBe('http://localhost:4200/login?student=STU001');
    expect(() => studentSignInLink('https://portal.example.org', 'happy-panda-123')).toThrow('Not a Student ID');
  });

  it('reads the Student ID back from the link, ignoring anything that is not one', () => {
    expect(studentIdFromLink('?student=STU2345678')).toBe('STU2345678');
    expect(studentIdFromLink('?student=STU001&other=1')).toBe('STU001');
    expect(studentIdFromLink('')).toBeNull();
    expect(studentIdFromLink('?student=')).toBeNull();
    expect(studentIdFromLink('?student=<script>')).toBeNull();
    expect(studentIdFromLink('?student=stu001')).toBeNull();
    expect(studentIdFromLink('?student=STU001%20')).toBeNull();
  });
});

describe("a card's code read back from the link", () => {
  it('is the code as made, in whatever form it was written', () => {
    expect(cardCodeFromLink('#code=sunny-tiger-427')).toBe('sunny-tiger-427');
    expect(cardCodeFromLink('code=Sunny%20Tiger%20427')).toBe('sunny-tiger-427');
  });

  it('is nothing when the fragment carries no code of that shape', () => {
    for (const hash of ['', '#', '#other=1', '#code=', '#code=Student123!', `#code=${'a'.repeat(65)}`, '#code=sunny'])
      expect(cardCodeFromLink(hash)).toBeNull();
  });
});
