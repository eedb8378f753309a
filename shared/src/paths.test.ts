import { describe, expect, it } from 'vitest';
import { areaFor, homeFor, href, notificationHref, pathNameOf } from './paths.ts';

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
    ['/review-queue', 'creator_app', 'creator'],
    // As the router opens them (its matchPath): a guard refusing only the exact spelling let a remote alone show
    // `/ANALYTICS` to a signed-out visitor.
    ['/ANALYTICS', 'creator_app', 'creator'],
    ['/%61nalytics', 'creator_app', 'creator'],
    ['/Parent-Dashboard', 'parent_app', 'parent'],
  ])('%s belongs to %s for %s', (pathname, remote, role) => {
    expect(areaFor(pathname)).toMatchObject({ remote, role });
  });

  it.each(['/', '/login', '/quiz', '/quiz/a/b', '/nowhere', '/parent-dashboardx'])('%s belongs to no remote', (pathname) => {
    expect(areaFor(pathname)).toBeUndefined();
  });
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

describe('notificationHref', () => {
  it('opens what a notification is about, for the role that reads it', () => {
    expect(notificationHref('parent', { type: 'assignment_completed', about: 'assignments', about_id: 'a1' })).toBe(
      '/parent-dashboard?tab=assignments&assignment=a1',
    );
    expect(notificationHref('parent', { type: 'assignment_overdue', about: 'assignments', about_id: 'a 2' })).toBe(
      '/parent-dashboard?tab=assignments&assignment=a+2',
    );
    expect(notificationHref('student', { type: 'achievement', about: 'assignments', about_id: 'a1' })).toBe('/quiz-results/a1');
    expect(notificationHref('student', { type: 'level', about: 'assignments', about_id: 'a1' })).toBe('/quiz-results/a1');
    // Opening the quiz would start it: a new or due quiz opens the dashboard.
    expect(notificationHref('student', { type: 'assignment_new', about: 'assignments', about_id: 'a1' })).toBe('/student-dashboard');
    expect(notificationHref('creator', { type: 'content_returned', about: 'questions', about_id: 'q1' })).toBe('/edit-question/q1');
    expect(notificationHref('creator', { type: 'content_published', about: 'question_sets', about_id: 's1' })).toBe(
      '/edit-question-set/s1',
    );
    expect(notificationHref('creator', { type: 'review_waiting', about: '', about_id: '' })).toBe('/review-queue');
    expect(notificationHref('parent', { type: 'weekly_summary', about: '', about_id: '' })).toBe('/parent-dashboard?tab=progress');
    // Nothing to open: home.
    expect(notificationHref('parent', { type: 'assignment_due', about: '', about_id: '' })).toBe('/parent-dashboard');
    expect(notificationHref('creator', { type: 'content_published', about: 'questions', about_id: '' })).toBe('/content-creator-dashboard');
  });
});
