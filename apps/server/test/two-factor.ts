// What the two-factor tests share: enrolling a signed-in client, codes of a given time step,
// and signing in through both steps.
import { generate } from 'otplib';
import { expect } from 'vitest';
import type { Client } from './helpers';
import { DEFAULT_PASSWORD } from './helpers';

/** The code of the time step `offset` steps from now (the server accepts -1..+1). */
export const codeAt = (secret: string, offset = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });

/** Turns two-step sign-in on for the client's member; answers the secret and recovery codes. */
export async function enrol(client: Client) {
  const setup = await client.post('/api/me/two-factor/setup');
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json().data as { secret: string };
  const confirm = await client.post('/api/me/two-factor/confirm', { code: await codeAt(secret) });
  expect(confirm.statusCode, confirm.body).toBe(200);
  return { secret, recoveryCodes: confirm.json().data.recoveryCodes as string[] };
}

/** Password step only: the session waits for its code. */
export async function passwordStep(client: Client, email: string) {
  if (!client.cookies.has('XSRF-TOKEN')) await client.csrf();
  const res = await client.post('/api/login', { email, password: DEFAULT_PASSWORD });
  expect(res.statusCode, res.body).toBe(202);
  expect(res.json()).toEqual({ data: { twoFactor: 'pending' } });
  return client;
}
