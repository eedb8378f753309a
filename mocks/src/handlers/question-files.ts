// A question's pictures as PocketBase changes them (backend/src/content): `images+` adds
// uploads, `images-` removes stored files, and a matching pair naming an upload by the name it was sent
// under takes the name it is stored under.

/** The name a stored upload was sent under: the stored name without the 10 letters PocketBase adds. */
const sentName = (stored: string) => stored.replace(/_\w{10}(\.[^.]*)?$/, '$1');

type Pair = { image?: unknown };

const listed = (value: unknown) => (Array.isArray(value) ? value.map(String) : value ? [String(value)] : []);

export function withQuestionFiles(original: Record<string, unknown> | undefined, body: Record<string, unknown>): Record<string, unknown> {
  const { 'images+': added, 'images-': removed, ...rest } = body;
  const before = (original?.['images'] as string[] | undefined) ?? [];
  const images = (rest['images'] === undefined ? before : listed(rest['images']))
    .filter((name) => !listed(removed).includes(name))
    .concat(listed(added));
  const uploads = images.filter((name) => !before.includes(name));
  const changed: Record<string, unknown> =
    added === undefined && removed === undefined && rest['images'] === undefined ? rest : { ...rest, images };
  if (Array.isArray(rest['options']) && uploads.length) {
    // jsdom's FormData sends a file chosen in a component test as `blob`, its name lost: such uploads are
    // taken in the order sent, as the editor sends the pairs' pictures in the pairs' order.
    const unnamed = uploads.filter((name) => sentName(name) === 'blob');
    changed['options'] = (rest['options'] as Pair[]).map((pair) => {
      if (typeof pair?.image !== 'string' || images.includes(pair.image)) return pair;
      const upload = uploads.find((name) => sentName(name) === pair.image) ?? unnamed.shift();
      return upload ? { ...pair, image: upload } : pair;
    });
  }
  return changed;
}
