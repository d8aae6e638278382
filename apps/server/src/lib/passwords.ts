// Memory-hard password hashing (argon2id).
import { hash, verify } from '@node-rs/argon2';

const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no stored hash (unknown account) it checks a
 * dummy one, so the answer takes about as long whether or not the account exists.
 */
export async function checkPassword(storedHash: string | undefined, password: string) {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-real-password-Dummy1');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
