import { useRef, useState } from 'react';
import { pb } from 'shared/session';
import type { QuestionRecord } from './question-fields.ts';

/** The pictures a matching pair may show: the question's stored files and the ones chosen in this visit. */
export interface PairPictures {
  /** Each picture's address, by name (a stored file's, or the name an upload is sent under). */
  urls: Record<string, string>;
  /** The files chosen in this visit, by the name they are sent under. */
  uploads: Record<string, File>;
  /** Takes a chosen file; gives the name the pair names it by until the server stores it under its own. */
  add: (file: File) => string;
}

/**
 * A pair's picture is one of the question's files (`images`). One chosen now has no stored name yet: it is
 * sent under a name of this visit, which the pair carries, and the server gives the pair the stored name
 * (backend/src/content).
 */
export function usePairPictures(existing: QuestionRecord | undefined, fileToken: string): PairPictures {
  const [stored] = useState<Record<string, string>>(() =>
    Object.fromEntries((existing?.images ?? []).map((name) => [name, pb.files.getURL(existing!, name, { token: fileToken })])),
  );
  const [chosen, setChosen] = useState<Record<string, { file: File; url: string }>>({});
  const count = useRef(0);
  const add = (file: File) => {
    count.current += 1;
    const name = `pair-picture-${count.current}-${file.name}`;
    setChosen((current) => ({ ...current, [name]: { file: new File([file], name, { type: file.type }), url: URL.createObjectURL(file) } }));
    return name;
  };
  const urls = { ...stored, ...Object.fromEntries(Object.entries(chosen).map(([name, { url }]) => [name, url])) };
  const uploads = Object.fromEntries(Object.entries(chosen).map(([name, { file }]) => [name, file]));
  return { urls, uploads, add };
}
