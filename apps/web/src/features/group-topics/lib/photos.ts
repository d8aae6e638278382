// Which chosen photos the composer keeps: images only, each at most 3 MB, at most 10 in all
// (GROUP_LIMITS). What it refuses is named so the composer can say why, in the reader's language.
import { GROUP_LIMITS } from '@fanclub/contract/group-codes';

export type PhotoProblem = { kind: 'notImage' | 'tooLarge' | 'tooMany'; name: string };
type Chosen = { name: string; size: number; type: string };

export function acceptPhotos<T extends Chosen>(
  current: readonly T[],
  chosen: readonly T[],
): { photos: T[]; problems: PhotoProblem[] } {
  const photos = [...current];
  const problems: PhotoProblem[] = [];
  for (const file of chosen) {
    if (!file.type.startsWith('image/')) problems.push({ kind: 'notImage', name: file.name });
    else if (file.size > GROUP_LIMITS.imageBytes)
      problems.push({ kind: 'tooLarge', name: file.name });
    else if (photos.length >= GROUP_LIMITS.imagesPerPost) {
      problems.push({ kind: 'tooMany', name: file.name });
      break;
    } else photos.push(file);
  }
  return { photos, problems };
}
