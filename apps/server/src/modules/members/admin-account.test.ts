import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { seedDemoIfEmpty, DEMO_ADMIN } from '../../seed/demo';
import { Client, buildMember, lastMailTo, json, randomIp, useTestApp } from '../../../test/helpers';
import { ensureAdmin } from './admin-account';

const ctx = useTestApp();

describe('first admin and demo data', () => {
  it('seeds demo data on an empty database only, with a working admin login', async () => {
    const seeded = await seedDemoIfEmpty(ctx.app);
    expect(seeded?.adminEmail).toBe(DEMO_ADMIN.email);
    expect(await seedDemoIfEmpty(ctx.app)).toBeUndefined();
    // The provisional demo members have their confirmation mail waiting in the outbox.
    expect((await lastMailTo(ctx.db, 'takumi.inoue@example.com'))?.template).toBe('verifyEmail');
    const admin = await new Client(ctx.app, 'ja', randomIp()).login(
      DEMO_ADMIN.email,
      DEMO_ADMIN.password,
    );
    expect(json(await admin.get('/api/auth/user'))).toMatchObject({ data: { isAdmin: true } });
    expect((await admin.get('/api/admin/members')).statusCode).toBe(200);
    const member = await new Client(ctx.app, 'ja', randomIp()).login(
      seeded!.memberEmail,
      seeded!.memberPassword,
    );
    expect((await member.get('/api/admin/members')).statusCode).toBe(403);
  });

  it('creates an admin, or promotes an existing member and resets the password', async () => {
    const id = await ensureAdmin(ctx.db, 'Office@Example.jp', 'Office2026x');
    const [created] = await ctx.db.select().from(users).where(eq(users.id, id));
    expect(created).toMatchObject({ email: 'office@example.jp', isAdmin: true, status: 'active' });

    const member = await buildMember(ctx.db, { status: 'provisional', emailVerifiedAt: null });
    expect(await ensureAdmin(ctx.db, member.email, 'Promoted2026x')).toBe(member.id);
    const [promoted] = await ctx.db.select().from(users).where(eq(users.id, member.id));
    expect(promoted).toMatchObject({ isAdmin: true, status: 'active' });
    expect(promoted!.emailVerifiedAt).not.toBeNull();
    await new Client(ctx.app, 'en', randomIp()).login(member.email, 'Promoted2026x');
  });
});
