/// <reference path="../../../pb_data/types.d.ts" />
// What a parent reads of a child's learning (docs/learning.md): the skill map (every skill and topic
// with its level), the questions behind one skill, and the one next step. Each read names the child
// and goes through that child's rows by index; the step's candidate sets are the published sets of a
// subject near the child's grade (tens, not the whole library).
const domain = require(`${__hooks}/lib/domain.js`);
const records = require(`${__hooks}/lib/server.js`).records;

const NOT_FOUND = 'Child not found.';
/** How many of the weakest skills are tried for a set that practises one. */
const SKILLS_TRIED = 5;
/** The questions behind a skill, most recently answered first: a page, not the child's whole history. */
const SKILL_QUESTIONS_MAX = 50;

/** The parent's own child, else 404 (another family's child is not found, as any record). @param {core.RequestEvent} e */
function ownChild(e) {
  const child = records.findOrNull('students', e.request.pathValue('childId'));
  if (!child || child.getString('parent_id') !== e.auth.id) throw new NotFoundError(NOT_FOUND);
  return child;
}

/** Every skill and topic row of a child. @param {core.App} app @param {string} studentId @returns {Array<any>} */
function skillRows(app, studentId) {
  const rows = arrayOf(new DynamicModel({ subject: '', topic: '', skill: '', level: '', known: -0, answers: 0, right: 0, days: 0, last_day: '' }));
  app
    .db()
    .newQuery('SELECT subject, topic, skill, level, known, answers, right, days, last_day FROM skill_mastery WHERE student_id = {:s} ORDER BY subject, topic, skill')
    .bind({ s: studentId })
    .all(rows);
  return rows.map(function (row) {
    return { subject: row.subject, topic: row.topic, skill: row.skill, level: row.level || 'practising', known: row.known, answers: row.answers, right: row.right, days: row.days, lastDay: row.last_day };
  });
}

/**
 * The sets a parent has given the child (any status but deleted), each 'open' while the child has not
 * finished an assignment holding it (it is on the child's list, or the parent's drafts, already), else 'done'.
 * @param {core.App} app @param {core.Record} child @returns {Record<string, 'open' | 'done'>}
 */
function setsGiven(app, child) {
  const assignments = app.findRecordsByFilter('assignments', 'created_by = {:p} && review = false && status != "deleted" && assigned_students ~ {:c}', '', 0, 0, {
    p: child.getString('parent_id'),
    c: child.id,
  });
  const finished = {};
  if (assignments.length) {
    const params = { c: child.id };
    const ids = assignments
      .map(function (assignment, i) {
        params['a' + i] = assignment.id;
        return '{:a' + i + '}';
      })
      .join(', ');
    const rows = arrayOf(new DynamicModel({ assignment_id: '' }));
    app
      .db()
      .newQuery('SELECT DISTINCT assignment_id FROM results WHERE student_id = {:c} AND assignment_id IN (' + ids + ')')
      .bind(params)
      .all(rows);
    rows.forEach(function (row) {
      finished[row.assignment_id] = true;
    });
  }
  const given = {};
  assignments.forEach(function (assignment) {
    assignment.getStringSlice('question_sets').forEach(function (id) {
      if (!finished[assignment.id]) given[id] = 'open';
      else if (!given[id]) given[id] = 'done';
    });
  });
  return given;
}

/** The grades within one of the child's. @param {string} grade */
function nearGrades(grade) {
  const index = domain.GRADES.indexOf(grade);
  return domain.GRADES.filter(function (_, i) {
    return index < 0 || Math.abs(i - index) <= 1;
  });
}

/** The cache of candidate sets (in the app's store, in memory): its entries, and the version a change of content bumps. */
const SETS_KEPT = 'learning:sets:';
const SETS_VERSION = SETS_KEPT + 'version';
/** The longest a list is kept, should a change reach the sets by a way the hooks do not see. */
const SETS_KEEP_MS = 10 * 60 * 1000;

/** Drops every kept list of candidate sets: a question or a set changed (learning.pb.js). */
function forgetSets() {
  $app.store().set(SETS_VERSION, $security.randomString(16));
}

/**
 * The published sets of a subject near the child's grade, each with how many of its published questions
 * practise the skill of the topic (none asked: 0). The same for every child of those grades: worked out
 * once (about 10 ms at a school year's volume, most of it SQLite counting each set's questions on the
 * skill) and kept until a question or a set changes. @param {core.App} app
 * @param {{ subject: string, grades: string[], topic?: string, skill?: string }} query
 */
function publishedSets(app, query) {
  const store = $app.store();
  const key = SETS_KEPT + JSON.stringify([query.subject, query.grades, query.topic || '', query.skill || '']);
  const version = store.get(SETS_VERSION) || '';
  const kept = store.get(key);
  if (kept && kept.version === version && Date.now() - kept.at < SETS_KEEP_MS) return JSON.parse(kept.text);
  const params = { subject: query.subject, topic: query.topic || '', skill: query.skill || '' };
  const grades = query.grades
    .map(function (grade, i) {
      params['g' + i] = grade;
      return '{:g' + i + '}';
    })
    .join(', ');
  const hits = query.skill
    ? "(SELECT COUNT(*) FROM json_each(s.questions) j JOIN questions q ON q.id = j.value WHERE q.status = 'published' AND q.topic = {:topic} AND EXISTS (SELECT 1 FROM json_each(CASE WHEN json_valid(q.skills) THEN q.skills ELSE '[]' END) k WHERE k.value = {:skill}))"
    : '0';
  const rows = arrayOf(new DynamicModel({ id: '', title: '', subject: '', grade: '', difficulty: '', totalQuestions: 0, estimatedTime: 0, hits: 0 }));
  app
    .db()
    .newQuery(
      'SELECT s.id, s.title, s.subject, s.grade, s.difficulty, s.totalQuestions, s.estimatedTime, ' +
        hits +
        " AS hits FROM question_sets s WHERE s.status = 'published' AND s.subject = {:subject} AND s.grade IN (" +
        grades +
        ') AND s.totalQuestions > 0',
    )
    .bind(params)
    .all(rows);
  const sets = rows
    .filter(function (row) {
      // A list for a skill keeps only the sets that practise it.
      return !query.skill || row.hits > 0;
    })
    .map(function (row) {
      return { id: row.id, title: row.title, subject: row.subject, grade: row.grade, difficulty: row.difficulty, totalQuestions: row.totalQuestions, estimatedTime: row.estimatedTime, hits: row.hits };
    });
  store.set(key, { version: version, text: JSON.stringify(sets), at: Date.now() });
  return sets;
}

/**
 * The candidate sets for a child: the published ones near the child's grade but those the child has still to
 * do, each marked when the child has done it before. @param {core.App} app
 * @param {{ subject: string, grades: string[], topic?: string, skill?: string, given: Record<string, 'open' | 'done'> }} query
 */
function candidateSets(app, query) {
  return publishedSets(app, query)
    .filter(function (set) {
      // A set the child has still to do is no next step: it is on the child's list already.
      return query.given[set.id] !== 'open';
    })
    .map(function (set) {
      return Object.assign(set, { assigned: query.given[set.id] === 'done' });
    });
}

/** The one next step for a child, or null when nothing is practised yet or no set fits. @param {core.App} app @param {core.Record} child @param {Array<any>} rows */
function nextStep(app, child, rows) {
  if (!rows.length) return null;
  const grade = child.getString('grade');
  const given = setsGiven(app, child);
  const weakest = domain.weakestSkills(rows).slice(0, SKILLS_TRIED);
  for (let i = 0; i < weakest.length; i += 1) {
    const skill = weakest[i];
    const set = domain.bestPractice(candidateSets(app, { subject: skill.subject, grades: nearGrades(grade), topic: skill.topic, skill: skill.skill, given: given }), grade);
    if (set) return domain.stepFor('practise', skill, set);
  }
  if (weakest.length) return null;
  const subject = domain.subjectToMoveOn(rows);
  if (!subject) return null;
  const index = domain.GRADES.indexOf(grade);
  const grades = [grade].concat(index >= 0 && index + 1 < domain.GRADES.length ? [domain.GRADES[index + 1]] : []);
  const set = domain.nextChallenge(candidateSets(app, { subject: subject, grades: grades, given: given }), grade);
  return set ? domain.stepFor('next', null, set) : null;
}

/** `GET /api/children/{childId}/learning`: the skill map and the next step. @param {core.RequestEvent} e */
function learning(e) {
  const child = ownChild(e);
  const rows = skillRows($app, child.id);
  return e.json(200, {
    skills: rows.map(function (row) {
      return { subject: row.subject, topic: row.topic, skill: row.skill, level: row.level, answers: row.answers, right: row.right, days: row.days };
    }),
    nextStep: nextStep($app, child, rows),
  });
}

/**
 * `GET /api/children/{childId}/skill-questions?subject=&topic=&skill=`: the questions the child answered
 * on a skill (or a topic, skill empty), each with the last answer right or wrong and when it comes back.
 * @param {core.RequestEvent} e
 */
function skillQuestions(e) {
  const child = ownChild(e);
  const query = e.request.url.query();
  const subject = String(query.get('subject') || '').slice(0, 50);
  const topic = String(query.get('topic') || '').slice(0, 100);
  const skill = String(query.get('skill') || '').slice(0, 100);
  if (!subject || !topic) throw new BadRequestError('Choose a skill.');
  const rows = arrayOf(new DynamicModel({ id: '', text: '', type: '', last_right: false, due: '', last_review: '', reps: 0, lapses: 0 }));
  $app
    .db()
    .newQuery(
      'SELECT q.id, q.text, q.type, c.last_right, c.due, c.last_review, c.reps, c.lapses FROM review_cards c JOIN questions q ON q.id = c.question ' +
        // Published only: a draft's words have not been read by a reviewer.
        "WHERE c.student_id = {:s} AND q.status = 'published' AND q.subject = {:subject} AND q.topic = {:topic}" +
        (skill ? " AND EXISTS (SELECT 1 FROM json_each(CASE WHEN json_valid(q.skills) THEN q.skills ELSE '[]' END) k WHERE k.value = {:skill})" : '') +
        ' ORDER BY c.last_review DESC LIMIT ' +
        SKILL_QUESTIONS_MAX,
    )
    .bind({ s: child.id, subject: subject, topic: topic, skill: skill })
    .all(rows);
  return e.json(200, {
    questions: rows.map(function (row) {
      return {
        id: row.id,
        text: row.text,
        type: row.type,
        lastRight: row.last_right,
        due: records.isoDate(Date.parse(row.due.replace(' ', 'T'))),
        lastAnswered: records.isoDate(Date.parse(row.last_review.replace(' ', 'T'))),
        answers: row.reps,
        slips: row.lapses,
      };
    }),
  });
}

module.exports = { learning, skillQuestions, nextStep, skillRows, forgetSets };
