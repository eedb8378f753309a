import type { Avatar } from 'shared';

/**
 * The avatar's picture, an SVG drawn by DiceBear's Big Smile style from the parts the child chose. Its
 * code (about 25 KB gzip with the art) is a chunk of its own, fetched when an avatar is first shown.
 */
export async function drawAvatar(avatar: Avatar): Promise<string> {
  const [{ createAvatar }, bigSmile] = await Promise.all([import('@dicebear/core'), import('@dicebear/big-smile')]);
  const accessory = avatar.accessories === 'none' ? [] : [avatar.accessories];
  return createAvatar(bigSmile, {
    hair: [avatar.hair],
    hairColor: [avatar.hairColor],
    skinColor: [avatar.skinColor],
    eyes: [avatar.eyes],
    mouth: [avatar.mouth],
    accessories: accessory,
    accessoriesProbability: accessory.length ? 100 : 0,
    // Two avatars on one page (the builder's preview beside another) keep their drawings apart.
    randomizeIds: true,
  }).toString();
}
