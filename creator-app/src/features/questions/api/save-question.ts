import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from 'shared/session';
import type { MediaChoice, QuestionMedia } from '../media.ts';
import type { QuestionBody, QuestionRecord } from '../question-fields.ts';

export interface SaveQuestionInput {
  body: QuestionBody;
  media: QuestionMedia;
  /** The draft or question in review being changed; a new question when left out. */
  id?: string;
  /** The published question this new version replaces (lib/content.js swaps them when it is published). */
  replaces?: string;
}

/** A stored file the new version keeps: the same bytes, uploaded again under the new record. */
async function copyOf(choice: Extract<MediaChoice, { kind: 'kept' }>): Promise<File> {
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

/** Creates or updates a question with its picture and sound; the server checks every field again. */
export async function saveQuestion({ body, media, id, replaces }: SaveQuestionInput): Promise<QuestionRecord> {
  const isNew = id === undefined;
  const image = await filePart(media.image, isNew, []);
  const audio = await filePart(media.audio, isNew, null);
  const payload: Record<string, unknown> = { ...body };
  if (image !== undefined) payload['images'] = image instanceof File ? [image] : image;
  if (audio !== undefined) payload['audio'] = audio;
  if (!isNew) return pb.collection('questions').update<QuestionRecord>(id, payload, { requestKey: null });
  const createdBy = pb.authStore.record?.id ?? '';
  return pb.collection('questions').create<QuestionRecord>({ ...payload, created_by: createdBy, ...(replaces ? { replaces } : {}) }, { requestKey: null });
}

export function useSaveQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['questions'] }),
  });
}
