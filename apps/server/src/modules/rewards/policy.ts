// Who may exchange for what.
import type { RewardType } from '@fanclub/contract/rewards';

/** CT001 is Japan. A member who has not said where they live is taken to live in Japan. */
export const JAPAN = 'CT001';

/** Amazon gift cards (Amazon.co.jp) are for members living in Japan only. */
export function canReceive(type: RewardType, countryOfResidence: string | null): boolean {
  return type !== 'amazon' || countryOfResidence === null || countryOfResidence === JAPAN;
}
