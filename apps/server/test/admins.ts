// Shared set-up of the admin suites: one signed-in admin per file, and a repeated removal.
import { beforeAll } from 'vitest';
import { buildAdmin, Client, type TestContext } from './helpers';

/**
 * One admin for the whole file, signed in before its first test as an English and a Japanese
 * client (register after `useTestApp`, whose hook must run first).
 */
export function useAdmins(ctx: TestContext): { en: Client; ja: Client; email: string } {
  const admins = {} as { en: Client; ja: Client; email: string };
  beforeAll(async () => {
    const row = await buildAdmin(ctx.db);
    admins.email = row.email;
    admins.en = await new Client(ctx.app, 'en').login(row.email);
    admins.ja = await new Client(ctx.app, 'ja').login(row.email);
  });
  return admins;
}

/** The statuses of the same DELETE sent twice in a row (removed once, then nothing left). */
export async function deleteTwice(client: Client, url: string): Promise<number[]> {
  const statuses: number[] = [];
  for (const _ of [1, 2])
    statuses.push((await client.request({ method: 'DELETE', url })).statusCode);
  return statuses;
}

/** A row of an authorization table ([method, url, body?]), to send as each role in turn. */
export const adminCall = (method: string, url: string, payload?: object) => (client: Client) =>
  client.request({ method: method as 'GET' | 'POST', url, ...(payload ? { payload } : {}) });
