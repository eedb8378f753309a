import { expect, test } from '@playwright/test';
import { postOfSize } from 'backend/post-of-size';
import PocketBase from 'pocketbase';
import { ONE_PIXEL_PNG } from 'mocks';
import { demo } from '../support/accounts.ts';
import { origins } from '../support/environment.ts';

// A stranger sent 90 MB to the questions' records route through the portal's /api,
// and PocketBase read it all before its rules refused it (8 at once took it to 2 GB). The apps'
// servers now refuse a body larger than its route stores before it is read or passed on
// (shared/federation/request-limits.ts), so PocketBase never sees it. Twenty such bodies at once:
// request-limits.heavy.spec.ts, after the gate.

const MB = 1024 * 1024;

/** A PNG of `size` bytes: one pixel, and a block of image data (`IDAT`) of zeros before its own. */
function paddedPng(size: number): Uint8Array<ArrayBuffer> {
  const imageData = 33;
  const padding = size - ONE_PIXEL_PNG.length - 12;
  const block = new Uint8Array(12 + padding);
  new DataView(block.buffer).setUint32(0, padding);
  block.set([0x49, 0x44, 0x41, 0x54], 4);
  const picture = new Uint8Array(size);
  picture.set(ONE_PIXEL_PNG.subarray(0, imageData));
  picture.set(block, imageData);
  picture.set(ONE_PIXEL_PNG.subarray(imageData), imageData + block.length);
  return picture;
}

test("a creator's question with a picture still goes through; a made-up session gets nothing past a stranger's limit", async () => {
  const creator = new PocketBase(origins.shell);
  creator.autoCancellation(false);
  await creator.collection('creators').authWithPassword(demo.creator.email, demo.creator.password);
  const form = new FormData();
  const question = {
    text: 'Which shape is in the picture?',
    type: 'multiple_choice',
    subject: 'Mathematics',
    grade: 'Grade 2',
    topic: 'Geometry',
    difficulty: 'beginner',
    estimatedTime: 30,
    status: 'draft',
    created_by: creator.authStore.record!.id,
    image_alt: 'A grey square',
  };
  for (const [name, value] of Object.entries(question)) form.append(name, String(value));
  form.append('skills', JSON.stringify(['Shapes']));
  form.append(
    'options',
    JSON.stringify([
      { id: 'a', text: 'Square', isCorrect: true },
      { id: 'b', text: 'Circle', isCorrect: false },
    ]),
  );
  // A picture of 1 MB (a PNG of one pixel, its image data padded): more than a stranger may send, within a
  // question's files.
  const picture = paddedPng(MB);
  form.append('images', new Blob([picture], { type: 'image/png' }), 'square.png');
  const saved = await creator.collection('questions').create(form);
  expect(saved['images']).toHaveLength(1);
  await creator.collection('questions').delete(saved.id);

  const forged = await postOfSize(origins.shell, '/api/collections/questions/records', 100 * 1024, {
    headers: { authorization: 'made-up' },
  });
  expect(forged.status).toBe(401);
  expect(JSON.parse(forged.body).message).toBe('Please sign in again to send this.');
});

test("a parent's or a child's session sends a question's records no more than any route takes, unread", async () => {
  const parent = new PocketBase(origins.shell);
  parent.autoCancellation(false);
  await parent.collection('parents').authWithPassword(demo.parent.email, demo.parent.password);
  const child = new PocketBase(origins.shell);
  child.autoCancellation(false);
  await child.collection('students').authWithPassword(demo.student.studentId, demo.student.accessCode);
  for (const [who, token] of [
    ['parent', parent.authStore.token],
    ['child', child.authStore.token],
  ]) {
    for (const path of ['/api/collections/questions/records', '/api/batch']) {
      const refused = await postOfSize(origins.shell, path, MB, {
        headers: { authorization: token!, 'content-type': 'multipart/form-data; boundary=x' },
      });
      expect(refused.status, `${who} ${path}`).toBe(413);
      expect(JSON.parse(refused.body).message, `${who} ${path}`).toBe('This is too large to send: at most 64 KB can be sent here.');
    }
  }
});
