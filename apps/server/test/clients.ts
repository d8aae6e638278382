// Signed-in clients the suites share: one admin per file, a fresh member, and the admin suites'
// repeated removal and authorization rows.
import { beforeAll } from 'vitest';
import { buildAdmin, buildMember, Client, type TestContext } from './helpers';

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

type MemberOverrides = Parameters<typeof buildMember>[1];

/** A new member, signed in on a client of its own. */
export async function signedInMember(
  ctx: TestContext,
  overrides: MemberOverrides = {},
  locale: 'ja' | 'en' = 'en',
) {
  const member = await buildMember(ctx.db, overrides);
  const client = await new Client(ctx.app, locale).login(member.email);
  return { member, client };
}
