import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from 'shared/session';
import { withoutDetails, type MediaChoice, type QuestionMedia } from '../media.ts';
import type { QuestionBody, QuestionRecord } from '../question-fields.ts';
import type { PairPictures } from '../use-pair-pictures.ts';
import { queryKeys } from 'shared';

export interface SaveQuestionInput {
  body: QuestionBody;
  media: QuestionMedia;
  /** The pictures matching pairs may show (the pairs in `body` name the ones they show). */
  pairPictures?: Pick<PairPictures, 'urls' | 'uploads'>;
  /** The files the draft being changed shows (its own picture, its pairs'): those it shows no more are removed. */
  storedImages?: readonly string[];
  /** The draft or question in review being changed; a new question when left out. */
  id?: string;
  /** The published question this new version replaces (backend/src/content swaps them when it is published). */
  replaces?: string;
}

/** A stored file the new version keeps: the same bytes, uploaded again under the new record (a pair naming it by its name finds it so). */
async function copyOf(choice: { name: string; url: string }): Promise<File> {
  const blob = await (await fetch(choice.url)).blob();
  return new File([blob], choice.name, { type: blob.type });
}

/**
 * A file field's part of the body: a new file, an empty value to remove the stored one, nothing
 * to leave it as it is, or (for a new record) a copy of the file the replaced question had.
 */
async function filePart(choice: MediaChoice, isNew: boolean, empty: null | []): Promise<File | null | [] | undefined> {
  if (choice.kind === 'new') return choice.file;
  if (choice.kind === 'kept') return isNew ? copyOf(choice) : undefined;
  return isNew ? undefined : empty;
}

/** The names of the pictures the pairs show. */
const shownByPairs = (body: QuestionBody) => body.options.flatMap((option) => ('image' in option && option.image ? [option.image] : []));

/**
 * The `images` part of the body: the question's own picture and its pairs'. A new record gets them all (a
 * kept one copied); a draft gets what was chosen now (`images+`) and loses what nothing shows any more (`images-`).
 * Every picture sent goes without its hidden details (the server refuses one that has them).
 */
async function imagesPart(input: SaveQuestionInput, isNew: boolean): Promise<Record<string, unknown>> {
  const { media, pairPictures = { urls: {}, uploads: {} }, storedImages = [] } = input;
  const pairs = shownByPairs(input.body);
  const chosen = pairs.flatMap((name) => (pairPictures.uploads[name] ? [pairPictures.uploads[name]] : []));
  if (isNew) {
    const own = await filePart(media.image, true, []);
    const kept = pairs.filter((name) => !pairPictures.uploads[name] && pairPictures.urls[name]);
    const copies = await Promise.all(kept.map((name) => copyOf({ name, url: pairPictures.urls[name]! })));
    const files = [...(own instanceof File ? [own] : []), ...chosen, ...copies];
    return files.length ? { images: await Promise.all(files.map(withoutDetails)) } : {};
  }
  const keeps = new Set([...(media.image.kind === 'kept' ? [media.image.name] : []), ...pairs]);
  const removed = storedImages.filter((name) => !keeps.has(name));
  const added = [...(media.image.kind === 'new' ? [media.image.file] : []), ...chosen];
  return {
    ...(removed.length ? { 'images-': removed } : {}),
    ...(added.length ? { 'images+': await Promise.all(added.map(withoutDetails)) } : {}),
  };
}

/** Creates or updates a question with its pictures and sound; the server checks every field again. */
export async function saveQuestion(input: SaveQuestionInput): Promise<QuestionRecord> {
  const { body, media, id, replaces } = input;
  const isNew = id === undefined;
  const audio = await filePart(media.audio, isNew, null);
  const payload: Record<string, unknown> = { ...body, ...(await imagesPart(input, isNew)) };
  if (audio !== undefined) payload['audio'] = audio;
  if (!isNew) return pb.collection('questions').update<QuestionRecord>(id, payload, { requestKey: null });
  const createdBy = pb.authStore.record?.id ?? '';
  return pb
    .collection('questions')
    .create<QuestionRecord>({ ...payload, created_by: createdBy, ...(replaces ? { replaces } : {}) }, { requestKey: null });
}

export function useSaveQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.questions.all }),
  });
}
