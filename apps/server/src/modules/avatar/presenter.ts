// The avatar as the API shows it: a same-origin URL or null.
import type { Avatar } from '@fanclub/contract/avatar';
import type { Storage } from '../../lib/storage';
import { avatarKey } from './service';

export function presentAvatar(storage: Storage, name: string | null): Avatar {
  return { url: name ? storage.url(avatarKey(name)) : null };
}
