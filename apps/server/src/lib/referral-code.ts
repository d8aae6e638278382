// Six-character referral codes without look-alike characters (0/O, 1/I/L).
import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < 6; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
