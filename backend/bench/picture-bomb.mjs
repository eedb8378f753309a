// A picture bomb against a throwaway PocketBase with the demo data: a creator uploads a 12000 × 12000 grey
// PNG of about 165 KB (or, once that is refused, one is stored on disk as a picture saved before the
// check), then asks for the thumbnail PocketBase makes of any picture it stores; PocketBase's memory
// (resident and its peak, from /proc) is read before and after. `node backend/bench/picture-bomb.mjs`
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PocketBase from 'pocketbase';
import { greyPng } from '../scripts/grey-png.mjs';
import { loadFixtures, startPocketBase } from '../scripts/runner.mjs';

const SIDE = 12_000;

/** PocketBase's resident memory now and at its peak, in MB. @param {number} pid */
function memory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (/** @type {string} */ name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

const dataDir = mkdtempSync(join(tmpdir(), 'picture-bomb-'));
const pb = await startPocketBase({ dataDir, quiet: true, testing: true });
try {
  const creatorFixture = loadFixtures().creators.find((/** @type {{ reviewer?: boolean }} */ c) => !c.reviewer);
  const creator = new PocketBase(pb.url);
  creator.autoCancellation(false);
  await creator.collection('creators').authWithPassword(creatorFixture.email, creatorFixture.password);
  const bomb = greyPng(SIDE);
  const before = memory(pb.pid);
  const form = new FormData();
  const fields = {
    text: 'Which shade is this?',
    type: 'multiple_choice',
    subject: 'Mathematics',
    grade: 'Grade 2',
    topic: 'Numbers and Operations',
    skills: JSON.stringify(['Addition']),
    difficulty: 'beginner',
    estimatedTime: '30',
    status: 'draft',
    created_by: creatorFixture.id,
    image_alt: 'Grey',
    options: JSON.stringify([
      { id: 'a', text: 'Grey', isCorrect: true },
      { id: 'b', text: 'Red', isCorrect: false },
    ]),
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('images', new Blob([bomb], { type: 'image/png' }), 'grey.png');
  let upload = 'saved';
  /** @type {{ id: string, images: string[], collectionId: string }} */
  let record;
  try {
    record = await creator.collection('questions').create(form);
  } catch (error) {
    upload = `refused: ${/** @type {any} */ (error).status} ${/** @type {any} */ (error).response?.data?.images?.message ?? ''}`;
    // A bomb stored before pictures were held to a size: a small picture's file, its bytes swapped on disk.
    form.set('images', new Blob([greyPng(1)], { type: 'image/png' }), 'grey.png');
    record = await creator.collection('questions').create(form);
    writeFileSync(join(dataDir, 'storage', record.collectionId, record.id, record.images[0]), bomb);
  }
  const token = await creator.files.getToken();
  const began = performance.now();
  const response = await fetch(`${pb.url}/api/files/questions/${record.id}/${record.images[0]}?thumb=100x100&token=${token}`);
  const took = performance.now() - began;
  const thumbnail = `${response.status} ${response.headers.get('content-type')} ${(await response.arrayBuffer()).byteLength} bytes`;
  const after = memory(pb.pid);
  console.log(
    JSON.stringify(
      {
        picture: `${SIDE} × ${SIDE} grey PNG, ${Math.round(bomb.length / 1024)} KB`,
        upload,
        thumbnail,
        thumbnailMs: Math.round(took),
        before,
        after,
      },
      null,
      2,
    ),
  );
} finally {
  await pb.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
