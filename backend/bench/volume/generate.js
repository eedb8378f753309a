/// <reference path="../../pb_data/types.d.ts" />
// A school year of families, written straight into PocketBase's tables with SQL: the volume data of
// `pnpm bench:volume` and of the query-plan test. backend/bench/volume/build.mjs copies this file
// after the real migrations into a throwaway migrations folder and runs `pocketbase migrate up`, so it
// always writes into the schema the migrations made, in one transaction, in PocketBase's own SQLite.
//
// What it writes is what the quiz engine would have written (docs/bench.md, "Volume data"): every
// child of a family has every assignment of the family submitted once, each attempt with one answer
// row per served question (the question as served, the option given or, for the one typed question in ten, the
// text typed), its result scored from those
// rows, each attempt and result with its family, and the creators' tallies counted from them by
// the server's own code (src/tallies), never made up.
// Deterministic: the same VOLUME_SEED and VOLUME_SCALE give the same rows. VOLUME_SCALE 1 is the
// school year of docs/bench.md, "Volume": 10,000 parents, 20,000 children, 500 creators, 20,000 published
// questions (2,000 of them typed), 2,000 sets, 200,000 assignments, 400,000 results with their attempts, 4,000,000 answers.
// One creator (the first) holds 500 questions, answered about 50,000 times.

const numbers = (count, name) =>
  `WITH RECURSIVE ${name || 'n'}(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM ${name || 'n'} WHERE i < ${count - 1})`;
const id = (prefix, x) => `('${prefix}' || printf('%013d', ${x}))`;
const stamp = (seconds) => `strftime('%Y-%m-%d %H:%M:%S.000Z', ${seconds}, 'unixepoch')`;
/** A typed question's answer, the sum in its text, as text. */
const sum = (q, slip = '0') => `CAST((${q}) % 97 + (${q}) % 89 + ${slip} AS TEXT)`;
// Whether an answer row (r, its question as served) is right: the option marked right, or the typed sum.
const isRight = (r) =>
  `(CASE WHEN json_extract(${r}.served, '$.type') = 'short_answer' THEN ${r}.option = json_extract(${r}.served, '$.correctAnswer')
    ELSE EXISTS (SELECT 1 FROM json_each(json_extract(${r}.served, '$.options')) o WHERE json_extract(o.value, '$.id') = ${r}.option AND json_extract(o.value, '$.isCorrect')) END)`;

migrate((app) => {
  const scale = parseFloat($os.getenv('VOLUME_SCALE') || '1');
  const seed = parseInt($os.getenv('VOLUME_SEED') || '20261125', 10) % 1000003;
  const PARENTS = Math.max(10, Math.round(10000 * scale));
  const CREATORS = Math.max(10, Math.round(500 * scale));
  const SETS = Math.max(100, Math.round(2000 * scale));
  const PER_SET = 10;
  const QUESTIONS = SETS * PER_SET;
  const HEAVY_SETS = 50; // the first creator's 500 questions
  const CHILDREN_PER_PARENT = 2;
  const ASSIGNMENTS_PER_PARENT = 20;
  const ASSIGNMENTS = PARENTS * ASSIGNMENTS_PER_PARENT;
  const ATTEMPTS = ASSIGNMENTS * CHILDREN_PER_PARENT;
  // The school year starts on 1 September 2025; one assignment every few minutes of it.
  const YEAR_START = 1756713600;
  const YEAR_SECONDS = 300 * 24 * 3600;

  const db = app.db();
  const run = (sql, params) =>
    db
      .newQuery(sql)
      .bind(params || {})
      .execute();
  // A deterministic, well spread number in [0, mod) for the integer expression x.
  const hash = (x, salt, mod) => `(((((${x}) + ${seed} * ${salt}) * 2654435761) % 4294967296) / 65536 % ${mod})`;
  const subjects = `json_array('Mathematics', 'English', 'Science', 'History', 'Geography')`;
  const skills = `json_array('Addition', 'Spelling', 'Plants', 'Chronology', 'Map Skills')`;
  const topics = `json_array('Numbers and Operations', 'Vocabulary', 'Life Science', 'Famous People', 'Maps and Directions')`;

  // One password hash per account kind, made by PocketBase itself (bcrypt), shared by every account.
  const hashOf = (collection, fields) => {
    const record = new Record(app.findCollectionByNameOrId(collection));
    Object.keys(fields).forEach((key) => record.set(key, fields[key]));
    record.setPassword('Volume123!');
    app.save(record);
    const row = new DynamicModel({ password: '' });
    db.newQuery(`SELECT password FROM ${collection} WHERE id = {:id}`).bind({ id: record.id }).one(row);
    app.delete(record);
    return row.password;
  };
  const parentHash = hashOf('parents', { email: 'template@volume.test', name: 'Template' });
  const creatorHash = hashOf('creators', { email: 'template@volume.test', name: 'Template' });

  // Creator c; the first one is the heavy creator of the budgets.
  run(
    `${numbers(CREATORS)} INSERT INTO creators (id, email, emailVisibility, verified, password, tokenKey, name, reviewer, created, updated)
     SELECT ${id('vc', 'i')}, 'creator' || i || '@volume.test', FALSE, TRUE, {:hash}, 'vtk' || printf('%047d', i), 'Volume creator ' || i, i % 50 = 1,
       ${stamp(YEAR_START)}, ${stamp(YEAR_START)} FROM n`,
    { hash: creatorHash },
  );

  // The last question of each set of ten is typed (a short answer, the sum written out), the others multiple choice,
  // so that quizzes count typed answers too: the wrong answers' tallies and each family's first answers.
  const isTyped = (q) => `(${q}) % ${PER_SET} = ${PER_SET - 1}`;
  const typed = (q) => `(CASE WHEN ${isTyped(q)} THEN 'short_answer' ELSE 'multiple_choice' END)`;
  // Question q belongs to set floor(q / 10); sets 0..49 (questions 0..499) to the heavy creator.
  const setCreator = (s) => `(CASE WHEN ${s} < ${HEAVY_SETS} THEN 0 ELSE 1 + ((${s} - ${HEAVY_SETS}) % ${CREATORS - 1}) END)`;
  run(
    `${numbers(QUESTIONS)} INSERT INTO questions (id, text, type, subject, grade, topic, skills, difficulty, estimatedTime, source, year, tags, options,
       correctAnswer, explanation, status, created_by, images, created, updated)
     SELECT ${id('vq', 'i')}, 'Volume question ' || i || ': what is ' || (i % 97) || ' + ' || (i % 89) || '?', ${typed('i')},
       json_extract(${subjects}, '$[' || ((i / ${PER_SET}) % 5) || ']'), 'Grade ' || (1 + (i / ${PER_SET}) % 6),
       json_extract(${topics}, '$[' || ((i / ${PER_SET}) % 5) || ']'), json_array(json_extract(${skills}, '$[' || ((i / ${PER_SET}) % 5) || ']')),
       json_extract(json_array('beginner', 'intermediate', 'advanced'), '$[' || (i % 3) || ']'), 30, 'original', 2025, '[]',
       CASE WHEN ${isTyped('i')} THEN '[]' ELSE json_array(
         json_object('id', 'a', 'text', 'Answer a of ' || i, 'isCorrect', json(CASE WHEN ${hash('i', 3, 4)} = 0 THEN 'true' ELSE 'false' END)),
         json_object('id', 'b', 'text', 'Answer b of ' || i, 'isCorrect', json(CASE WHEN ${hash('i', 3, 4)} = 1 THEN 'true' ELSE 'false' END)),
         json_object('id', 'c', 'text', 'Answer c of ' || i, 'isCorrect', json(CASE WHEN ${hash('i', 3, 4)} = 2 THEN 'true' ELSE 'false' END)),
         json_object('id', 'd', 'text', 'Answer d of ' || i, 'isCorrect', json(CASE WHEN ${hash('i', 3, 4)} = 3 THEN 'true' ELSE 'false' END))) END,
       CASE WHEN ${isTyped('i')} THEN ${sum('i')} ELSE '' END, 'Because ' || (i % 97 + i % 89) || ' is the sum.', 'published', ${id('vc', setCreator(`(i / ${PER_SET})`))}, '[]',
       ${stamp(`${YEAR_START} + i * 60`)}, ${stamp(`${YEAR_START} + i * 60`)} FROM n`,
  );

  run(
    `${numbers(SETS)} INSERT INTO question_sets (id, title, description, subject, grade, type, questions, skills, learningObjectives, difficulty,
       prerequisites, tags, estimatedTime, totalQuestions, rating, status, created_by, created, updated)
     SELECT ${id('vs', 'i')}, 'Volume set ' || i, 'Ten questions of set ' || i, json_extract(${subjects}, '$[' || (i % 5) || ']'),
       'Grade ' || (1 + i % 6), 'skills_practice',
       (SELECT json_group_array(${id('vq', `n.i * ${PER_SET} + k.i`)}) FROM (${numbers(PER_SET, 'm')} SELECT i FROM m) k),
       json_array(json_extract(${skills}, '$[' || (i % 5) || ']')), '[]', 'beginner', '[]', '[]', 5, ${PER_SET}, 0, 'published',
       ${id('vc', setCreator('i'))}, ${stamp(YEAR_START)}, ${stamp(YEAR_START)} FROM n`,
  );

  run(
    `${numbers(PARENTS)} INSERT INTO parents (id, email, emailVisibility, verified, password, tokenKey, name, created, updated)
     SELECT ${id('vp', 'i')}, 'parent' || i || '@volume.test', FALSE, TRUE, {:hash}, 'vtk' || printf('%047d', i), 'Volume parent ' || i,
       ${stamp(YEAR_START)}, ${stamp(YEAR_START)} FROM n`,
    { hash: parentHash },
  );
  run(
    `${numbers(PARENTS * CHILDREN_PER_PARENT)} INSERT INTO students (id, student_id, email, emailVisibility, verified, password, tokenKey, name, grade,
       parent_id, created, updated)
     SELECT ${id('vt', 'i')}, 'STU' || (900000000 + i), '', FALSE, FALSE, {:hash}, 'vtk' || printf('%047d', i), 'Volume child ' || i,
       'Grade ' || (1 + i % 6), ${id('vp', `i / ${CHILDREN_PER_PARENT}`)}, ${stamp(YEAR_START)}, ${stamp(YEAR_START)} FROM n`,
    { hash: parentHash },
  );

  // Assignment a belongs to parent floor(a / 20), is given to both children, and holds one set: the
  // heavy creator's 50 sets are picked by 1.25% of assignments (about 50,000 answers at scale 1).
  const setOf = (a) =>
    `(CASE WHEN ${hash(a, 5, 4000)} < ${HEAVY_SETS} THEN ${hash(a, 5, 4000)} ELSE ${HEAVY_SETS} + ${hash(a, 7, SETS - HEAVY_SETS)} END)`;
  run(
    `${numbers(ASSIGNMENTS)} INSERT INTO assignments (id, title, subject, question_sets, timeLimit, status, difficulty, instructions, created_by,
       assigned_students, totalQuestions, estimatedTime, created, updated)
     SELECT ${id('va', 'i')}, 'Volume assignment ' || i, json_extract(${subjects}, '$[' || (${setOf('i')} % 5) || ']'),
       json_array(${id('vs', setOf('i'))}), 30, 'active', 'beginner', 'Read each question carefully and choose the best answer.',
       ${id('vp', `i / ${ASSIGNMENTS_PER_PARENT}`)},
       json_array(${id('vt', `(i / ${ASSIGNMENTS_PER_PARENT}) * ${CHILDREN_PER_PARENT}`)}, ${id('vt', `(i / ${ASSIGNMENTS_PER_PARENT}) * ${CHILDREN_PER_PARENT} + 1`)}),
       ${PER_SET}, 5, ${stamp(`${YEAR_START} + (i % ${ASSIGNMENTS_PER_PARENT}) * ${Math.floor(YEAR_SECONDS / ASSIGNMENTS_PER_PARENT)} + i % 3600`)},
       ${stamp(`${YEAR_START} + (i % ${ASSIGNMENTS_PER_PARENT}) * ${Math.floor(YEAR_SECONDS / ASSIGNMENTS_PER_PARENT)} + i % 3600`)} FROM n`,
  );

  // Attempt t is child (t % 2) of assignment floor(t / 2), submitted a day after the assignment was set.
  const assignmentOf = (t) => `(${t} / ${CHILDREN_PER_PARENT})`;
  const studentOf = (t) => `((${assignmentOf(t)} / ${ASSIGNMENTS_PER_PARENT}) * ${CHILDREN_PER_PARENT} + ${t} % ${CHILDREN_PER_PARENT})`;
  const startOf = (t) =>
    `(${YEAR_START} + (${assignmentOf(t)} % ${ASSIGNMENTS_PER_PARENT}) * ${Math.floor(YEAR_SECONDS / ASSIGNMENTS_PER_PARENT)} + 86400 + ${t} % 7200)`;
  run(
    `${numbers(ATTEMPTS)} INSERT INTO attempts (id, student_id, parent_id, assignment_id, status, started_at, deadline, submitted_at, created, updated)
     SELECT ${id('vx', 'i')}, ${id('vt', studentOf('i'))}, ${id('vp', `${studentOf('i')} / ${CHILDREN_PER_PARENT}`)}, ${id('va', assignmentOf('i'))}, 'submitted', ${stamp(startOf('i'))},
       ${stamp(`${startOf('i')} + 1800`)}, ${stamp(`${startOf('i')} + 300 + i % 600`)}, ${stamp(startOf('i'))}, ${stamp(`${startOf('i')} + 300 + i % 600`)} FROM n`,
  );

  // Ten answer rows per attempt, the set's questions in an order of the attempt's own; a child gets
  // an answer right more often the abler the child (the child's number decides it).
  const question = (t, k) => `(${setOf(assignmentOf(t))} * ${PER_SET} + (${k} + ${hash(t, 11, PER_SET)}) % ${PER_SET})`;
  const key = (q) => `char(97 + ${hash(q, 3, 4)})`;
  // A typed answer is the sum, or one of three common slips (one more, ten more, one less).
  const given = (t, q, k) =>
    `(CASE WHEN ${hash(`${t} * ${PER_SET} + ${k}`, 13, 100)} < 40 + ${studentOf(t)} % 50 THEN (CASE WHEN ${isTyped(q)} THEN ${sum(q)} ELSE ${key(q)} END)
      WHEN ${isTyped(q)} THEN ${sum(q, `json_extract('[1, 10, -1]', '$[' || ${hash(t, 19, 3)} || ']')`)}
      ELSE char(97 + (${hash(q, 3, 4)} + 1 + ${hash(t, 17, 3)}) % 4) END)`;
  run(
    `${numbers(ATTEMPTS * PER_SET)}, rows(w, t, k, q) AS (SELECT i, i / ${PER_SET}, i % ${PER_SET}, ${question(`(i / ${PER_SET})`, `(i % ${PER_SET})`)} FROM n)
     INSERT INTO attempt_answers (id, attempt, question, position, served, option, flagged, answered_at, created, updated)
     SELECT ${id('vw', 'w')}, ${id('vx', 't')}, q.id, k,
       json_object('id', q.id, 'type', q.type, 'text', q.text, 'options', json(q.options), 'correctAnswer', q.correctAnswer,
         'explanation', q.explanation, 'image', '', 'imageAlt', '', 'audio', '', 'sets', json_array(${id('vs', setOf(assignmentOf('t')))})),
       ${given('t', 'rows.q', 'k')}, FALSE, ${stamp(`${startOf('t')} + 20 * (k + 1)`)}, ${stamp(startOf('t'))}, ${stamp(`${startOf('t')} + 20 * (k + 1)`)}
     FROM rows JOIN questions q ON q.id = ${id('vq', 'rows.q')}`,
  );

  // Each result scored from its attempt's rows, as src/quiz/attempts.ts's finish() does.
  run(
    `INSERT INTO results (id, student_id, parent_id, assignment_id, attempt_id, score, total_questions, correct_answers, time_taken, answers, completed_at, created, updated)
     SELECT 'vr' || substr(x.id, 3), x.student_id, x.parent_id, x.assignment_id, x.id, CAST(round(100.0 * s.correct / s.total) AS INTEGER), s.total, s.correct,
       CAST((julianday(x.submitted_at) - julianday(x.started_at)) * 86400 AS INTEGER), s.answers, x.submitted_at, x.submitted_at, x.submitted_at
     FROM attempts x JOIN (
       SELECT r.attempt AS attempt, COUNT(*) AS total,
         SUM(${isRight('r')}) AS correct,
         json_group_object(r.question, r.option) AS answers
       FROM attempt_answers r WHERE r.attempt LIKE 'vx%' GROUP BY r.attempt) s ON s.attempt = x.id
     WHERE x.id LIKE 'vx%'`,
  );

  // The learning engine's rows (src/learning/learn.ts): a review schedule for every question a child
  // answered and a level for every skill and topic. Shaped as the engine writes them, by SQL: a question
  // last answered wrong is due from that answer; one answered right comes back after FSRS's first
  // intervals (about 2, 6 and 15 days for one, two and three right answers); a skill's chance of being
  // known follows its right answers, its level the shared thresholds (docs/learning.md). The last answer's
  // outcome rides on its time: the greatest time || ok ends with it.
  run(
    `CREATE TEMP TABLE answered AS
     SELECT x.student_id AS student, r.question AS question, r.answered_at AS at,
       ${isRight('r')} AS ok
     FROM attempt_answers r JOIN attempts x ON x.id = r.attempt WHERE r.option != ''`,
  );
  run(
    `INSERT INTO review_cards (id, student_id, question, due, stability, difficulty, reps, lapses, state, scheduled_days, last_review, last_right)
     SELECT 'vk' || printf('%013d', row_number() OVER (ORDER BY student, question)), student, question,
       CASE WHEN last_right THEN ${stamp("CAST(strftime('%s', substr(last_at, 1, 19)) AS INTEGER) + 86400 * gap")} ELSE last_at END,
       CASE WHEN last_right THEN gap ELSE 0.4 END, 5.0, reps, reps - rights, 2, CASE WHEN last_right THEN gap ELSE 0 END, last_at, last_right
     FROM (
       SELECT student, question, COUNT(*) AS reps, SUM(ok) AS rights, MAX(at) AS last_at, CAST(substr(MAX(at || ok), -1) AS INTEGER) AS last_right,
         CASE SUM(ok) WHEN 0 THEN 1 WHEN 1 THEN 2 WHEN 2 THEN 6 ELSE 15 END AS gap
       FROM answered GROUP BY student, question)`,
  );
  run(
    `INSERT INTO skill_mastery (id, student_id, subject, topic, skill, known, level, answers, right, days, last_day)
     SELECT 'vm' || printf('%013d', row_number() OVER (ORDER BY student, subject, topic, skill)), student, subject, topic, skill, known,
       CASE WHEN known >= 0.95 AND days >= 2 THEN 'mastered' WHEN known >= 0.7 THEN 'nearly_there' ELSE 'practising' END,
       answers, rights, days, last_day
     FROM (${["json_extract(q.skills, '$[0]')", "''"]
       .map(
         (
           skill,
         ) => `SELECT a.student AS student, q.subject AS subject, q.topic AS topic, ${skill} AS skill, COUNT(*) AS answers, SUM(a.ok) AS rights,
           MIN(0.99, (SUM(a.ok) + 0.4) / (COUNT(*) + 2.0)) AS known, COUNT(DISTINCT substr(a.at, 1, 10)) AS days, MAX(substr(a.at, 1, 10)) AS last_day
         FROM answered a JOIN questions q ON q.id = a.question GROUP BY a.student, q.subject, q.topic, ${skill}`,
       )
       .join(' UNION ALL ')})`,
  );
  run('DROP TABLE answered');

  // The counts the server keeps as each result is written, counted by its own code.
  require(`${__hooks}/lib/server.js`).tallies.rebuildAll(app);
  // The statistics SQLite's planner has on a database in use (PocketBase runs PRAGMA optimize daily).
  run('ANALYZE');
});
