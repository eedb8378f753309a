// An author's picture reaches children without the hidden details a camera writes into it (where and when
// it was taken, by whom), against a real PocketBase: the editor takes them out before uploading
// (shared/src/domain/picture-details.ts); the server refuses a picture that still has them, or whose
// blocks it cannot read, on a new question and on a draft's new picture alike.
import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { GIF_WITH_COMMENT, holdsPhotoDetails, ONE_PIXEL_GIF, ONE_PIXEL_PNG, PHOTO_WITH_DETAILS } from '../contract/pictures.ts';
import { PICTURE_DETAILS_MESSAGES, withoutPictureDetails } from '../../shared/src/domain/index.ts';
import { greyPng } from '../scripts/grey-png.mjs';
import { client, draftQuestion, failure, fixtures, signIn, superuser } from './actors.ts';

const creatorId = fixtures.creators.find((c) => !c.reviewer)!.id;

let admin: PocketBase;
let creator: PocketBase;

beforeAll(async () => {
  admin = await superuser();
  creator = await signIn('creator');
});

/** A multipart body as the editor sends it: the question's fields, its picture under `field`. */
function body(fields: Record<string, unknown>, field: 'images' | 'images+', picture: Uint8Array<ArrayBuffer>, name: string): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  form.append(field, new Blob([picture], { type: `image/${name.endsWith('.jpg') ? 'jpeg' : name.slice(-3)}` }), name);
  return form;
}

const question = (text: string) => draftQuestion(creatorId, { text, image_alt: 'A red bus' });

/** How many questions the demo creator has with this text. */
const saved = async (text: string) =>
  (await admin.collection('questions').getList(1, 1, { filter: admin.filter('text = {:text}', { text }) })).totalItems;

/** The stored bytes of a question's first picture. */
async function storedPicture(record: { id: string; images: string[] }): Promise<Uint8Array> {
  const url = admin.files.getURL({ ...record, collectionName: 'questions' }, record.images[0]!, { token: await admin.files.getToken() });
  return new Uint8Array(await (await fetch(url)).arrayBuffer());
}

describe("an author's picture and its hidden details", () => {
  it('a phone photo with where it was taken and who took it is refused in words, and nothing is saved', async () => {
    const text = `Which vehicle is red? (${Date.now()})`;
    const refused = await failure(() =>
      creator.collection('questions').create(body(question(text), 'images', PHOTO_WITH_DETAILS, 'bus.jpg')),
    );
    expect(refused.status).toBe(400);
    expect(refused.response.data?.['images']?.message).toBe(`${PICTURE_DETAILS_MESSAGES.details}.`);
    expect(await saved(text)).toBe(0);
  });

  it('the same photo as the editor sends it, without them, is saved byte for byte and keeps its orientation', async () => {
    const text = `Which bus is this? (${Date.now()})`;
    const clean = withoutPictureDetails(PHOTO_WITH_DETAILS)!;
    expect(holdsPhotoDetails(clean)).toBe(false);
    const record = await creator
      .collection('questions')
      .create<{ id: string; images: string[] }>(body(question(text), 'images', clean, 'bus.jpg'));
    const stored = await storedPicture(record);
    expect(stored).toEqual(clean);
    // The Exif block left says the orientation (6: taken sideways) and nothing else.
    expect(Buffer.from(stored).includes(Buffer.from([0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6]))).toBe(true);
  });

  it('a photo cleaned of its own details but with a second picture after its end (its Exif, a phone’s way) is refused', async () => {
    const text = `Which bus is red? (${Date.now()})`;
    const clean = withoutPictureDetails(PHOTO_WITH_DETAILS)!;
    const twoInOne = Uint8Array.from([...clean, ...PHOTO_WITH_DETAILS]);
    const refused = await failure(() => creator.collection('questions').create(body(question(text), 'images', twoInOne, 'bus.jpg')));
    expect(refused.response.data?.['images']?.message).toBe(`${PICTURE_DETAILS_MESSAGES.details}.`);
    expect(await saved(text)).toBe(0);
  });

  it('a GIF with a comment naming its author is refused; without it, it is saved', async () => {
    const text = `Which animal is this? (${Date.now()})`;
    const refused = await failure(() =>
      creator.collection('questions').create(body(question(text), 'images', GIF_WITH_COMMENT, 'cat.gif')),
    );
    expect(refused.response.data?.['images']?.message).toBe(`${PICTURE_DETAILS_MESSAGES.details}.`);
    expect(await saved(text)).toBe(0);
    await creator.collection('questions').create(body(question(text), 'images', ONE_PIXEL_GIF, 'cat.gif'));
    expect(await saved(text)).toBe(1);
  });

  it('a picture whose blocks cannot be read is refused in words', async () => {
    const text = `Which shape is this? (${Date.now()})`;
    const broken = Uint8Array.from([...ONE_PIXEL_PNG.subarray(0, 33), 0, 0, 0x10, 0, ...ONE_PIXEL_PNG.subarray(37)]);
    const refused = await failure(() => creator.collection('questions').create(body(question(text), 'images', broken, 'shape.png')));
    expect(refused.response.data?.['images']?.message).toBe(`${PICTURE_DETAILS_MESSAGES.unreadable}.`);
    expect(await saved(text)).toBe(0);
  });

  it("a draft's new picture with details is refused and the draft keeps the picture it had", async () => {
    const text = `Which colour is the bus? (${Date.now()})`;
    const draft = await creator
      .collection('questions')
      .create<{ id: string; images: string[] }>(body(question(text), 'images', ONE_PIXEL_PNG, 'dot.png'));
    const form = new FormData();
    form.append('images+', new Blob([PHOTO_WITH_DETAILS], { type: 'image/jpeg' }), 'bus.jpg');
    form.append('images-', draft.images[0]!);
    const refused = await failure(() => creator.collection('questions').update(draft.id, form));
    expect(refused.response.data?.['images']?.message).toBe(`${PICTURE_DETAILS_MESSAGES.details}.`);
    const kept = await admin.collection('questions').getOne<{ id: string; images: string[] }>(draft.id);
    expect(kept.images).toEqual(draft.images);
    expect(await storedPicture(kept)).toEqual(ONE_PIXEL_PNG);
  });
});

describe('a picture bomb: few bytes, millions of pixels', () => {
  it('a 12000 by 12000 grey PNG of about 165 KB is refused at upload in words, and nothing is saved', async () => {
    const text = `Which grey is this? (${Date.now()})`;
    const bomb = greyPng(12_000);
    expect(bomb.length).toBeLessThan(200 * 1024);
    const refused = await failure(() => creator.collection('questions').create(body(question(text), 'images', bomb, 'grey.png')));
    expect(refused.status).toBe(400);
    expect(refused.response.data?.['images']?.message).toBe(`${PICTURE_DETAILS_MESSAGES.tooLarge}.`);
    expect(await saved(text)).toBe(0);
  });

  it('a picture of 4096 by 4096 pixels is saved', async () => {
    const text = `Which grey is this one? (${Date.now()})`;
    await creator.collection('questions').create(body(question(text), 'images', greyPng(4096), 'grey.png'));
    expect(await saved(text)).toBe(1);
  });

  it('no thumbnail is made of a stored picture: the portal shows none, and making one decodes every pixel', async () => {
    const text = `Which dot is this? (${Date.now()})`;
    const record = await creator
      .collection('questions')
      .create<{ id: string; images: string[] }>(body(question(text), 'images', ONE_PIXEL_PNG, 'dot.png'));
    const url = (query: string) => `${client().baseURL}/api/files/questions/${record.id}/${record.images[0]}?${query}`;
    const token = await creator.files.getToken();
    // PocketBase makes a 100x100 one of any picture it stores, whatever the field's own list says.
    expect((await fetch(url(`thumb=100x100&token=${token}`))).status).toBe(404);
    const original = await fetch(url(`token=${token}`));
    expect(original.status).toBe(200);
    expect(new Uint8Array(await original.arrayBuffer())).toEqual(ONE_PIXEL_PNG);
  });
});
