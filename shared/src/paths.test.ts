import { describe, expect, it } from 'vitest';
import { areaFor, homeFor, href, pathNameOf } from './paths.ts';

describe('areaFor', () => {
  it.each([
    ['/parent-dashboard', 'parent_app', 'parent'],
    ['/edit-assignment/abc123', 'parent_app', 'parent'],
    ['/children/new', 'parent_app', 'parent'],
    ['/student-dashboard', 'student_app', 'student'],
    ['/quiz/assignmaths0001', 'student_app', 'student'],
    ['/quiz-results/assignmaths0001/', 'student_app', 'student'],
    ['/creator-login', 'creator_app', null],
    ['/content-creator-dashboard', 'creator_app', 'creator'],
    ['/edit-question-set/x', 'creator_app', 'creator'],
  ])('%s belongs to %s for %s', (pathname, remote, role) => {
    expect(areaFor(pathname)).toMatchObject({ remote, role });
  });

  it.each(['/', '/login', '/quiz', '/quiz/a/b', '/nowhere', '/parent-dashboardx'])(
    '%s belongs to no remote',
    (pathname) => {
      expect(areaFor(pathname)).toBeUndefined();
    },
  );
});

describe('href', () => {
  it('fills and encodes parameters', () => {
    expect(href('quiz', { assignmentId: 'a b' })).toBe('/quiz/a%20b');
    expect(href('children')).toBe('/children');
  });

  it('refuses a missing parameter', () => {
    expect(() => href('editQuestion')).toThrow('Missing route parameter "id"');
  });
});

describe('homeFor', () => {
  it('sends each role to its dashboard', () => {
    expect(homeFor('parent')).toBe('/parent-dashboard');
    expect(homeFor('student')).toBe('/student-dashboard');
    expect(homeFor('creator')).toBe('/content-creator-dashboard');
  });
});

describe('pathNameOf', () => {
  it('names the path a pathname opens, parameters and nested paths included', () => {
    expect(pathNameOf('/quiz/abc')).toBe('quiz');
    expect(pathNameOf('/children/new')).toBe('children');
    expect(pathNameOf('/content-creator-dashboard')).toBe('creatorDashboard');
    expect(pathNameOf('/login')).toBeUndefined();
  });
});
