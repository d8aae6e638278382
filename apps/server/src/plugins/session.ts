// Server-side sessions in the database and the Sanctum-style CSRF check (XSRF-TOKEN cookie,
// X-XSRF-TOKEN header, 419 on mismatch).
import { and, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sessions, twoFactor, users, type UserRow } from '../db/schema/index';
import { appError } from '../errors';
import { hmacSha256, randomToken, safeEqual } from '../lib/tokens';

export const SESSION_COOKIE = 'fanclub_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
const TOUCH_AFTER_MS = 60_000;
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SESSION_PATHS = ['/api/', '/sanctum/', '/broadcasting/'];

export type Session = { idHash: string; csrfToken: string; userId: number | null };

/**
 * The second factor of the request's member: `pendingUser` is a member with two-step sign-in
 * whose session has not passed the code step (request.user stays null: a guest to every call
 * but the code step and sign-out); `enrolmentRequired` an admin who must set it up first
 * (ADMIN_REQUIRE_2FA: request.user acts as a member's until then).
 */
export type SecondFactor = {
  enabled: boolean;
  pendingUser: UserRow | null;
  enrolmentRequired: boolean;
};

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
    user: UserRow | null;
    secondFactor: SecondFactor | null;
  }
  interface FastifyContextConfig {
    /** false for the few calls that other systems make without our cookies (signed postbacks). */
    csrf?: boolean;
    /** true for a page outside SESSION_PATHS that reads the signed-in user (offers/home-preload-routes.ts). */
    session?: boolean;
  }
  interface FastifyInstance {
    sessions: {
      ensure(request: FastifyRequest, reply: FastifyReply): Promise<Session>;
      /** Starts a new session for the user, dropping the old one (id rotation). */
      signIn(
        request: FastifyRequest,
        reply: FastifyReply,
        userId: number,
        options?: { twoFactorPassed?: boolean },
      ): Promise<void>;
      destroy(request: FastifyRequest, reply: FastifyReply): Promise<void>;
      /** Ends every session of the user except the current request's. */
      endOthers(request: FastifyRequest, userId: number): Promise<void>;
      purgeIdle(): Promise<void>;
    };
  }
}

async function sessionPlugin(app: FastifyInstance) {
  const { db, config } = app;
  const idleMs = config.sessionIdleMinutes * 60_000;
  const hashId = (raw: string) => hmacSha256(config.secrets.session, raw);
  const cookieBase = { path: '/', sameSite: 'lax' as const, secure: config.secureCookies };

  function setCookies(reply: FastifyReply, rawId: string, csrfToken: string) {
    reply.setCookie(SESSION_COOKIE, rawId, { ...cookieBase, httpOnly: true });
    reply.setCookie(XSRF_COOKIE, csrfToken, { ...cookieBase, httpOnly: false });
  }

  async function create(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: number | null,
    twoFactorPassed = false,
  ) {
    const rawId = randomToken();
    const session: Session = { idHash: hashId(rawId), csrfToken: randomToken(), userId };
    await db.insert(sessions).values({
      idHash: session.idHash,
      csrfToken: session.csrfToken,
      userId,
      ip: request.ip,
      userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
      twoFactorPassedAt: twoFactorPassed ? new Date() : null,
    });
    setCookies(reply, rawId, session.csrfToken);
    request.session = session;
    return session;
  }

  // The one query every signed-in request makes: prepared once, planned once. Only the session
  // columns the check reads (each column returned costs the driver and drizzle a parser per row).
  const lookup = db
    .select({
      session: {
        csrfToken: sessions.csrfToken,
        userId: sessions.userId,
        lastSeenAt: sessions.lastSeenAt,
        twoFactorPassedAt: sessions.twoFactorPassedAt,
      },
      user: users,
      twoFactorEnabledAt: twoFactor.enabledAt,
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .leftJoin(twoFactor, eq(twoFactor.userId, sessions.userId))
    .where(eq(sessions.idHash, sql.placeholder('idHash')))
    .limit(1)
    .prepare('session_lookup');

  // Touches (last seen) are written together, once a second, off the request: a member's first
  // request after a while would otherwise wait for a write and its commit. One second late at
  // most, which the idle timeout (minutes) does not notice; lost only with the process.
  const touches = new Set<string>();
  const flushTouches = async () => {
    if (touches.size === 0) return;
    const ids = [...touches];
    touches.clear();
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date() })
      .where(inArray(sessions.idHash, ids))
      .catch((error: unknown) => app.log.warn({ err: error }, 'session touch failed'));
  };
  const touchTimer = setInterval(() => void flushTouches(), 1000);
  touchTimer.unref();
  app.addHook('onClose', async () => {
    clearInterval(touchTimer);
    await flushTouches();
  });

  app.decorateRequest('session', null);
  app.decorateRequest('user', null);
  app.decorateRequest('secondFactor', null);

  app.decorate('sessions', {
    async ensure(request, reply) {
      if (request.session) {
        reply.setCookie(XSRF_COOKIE, request.session.csrfToken, { ...cookieBase, httpOnly: false });
        return request.session;
      }
      return create(request, reply, null);
    },
    async signIn(request, reply, userId, options = {}) {
      if (request.session)
        await db.delete(sessions).where(eq(sessions.idHash, request.session.idHash));
      await create(request, reply, userId, options.twoFactorPassed ?? false);
    },
    async destroy(request, reply) {
      if (request.session)
        await db.delete(sessions).where(eq(sessions.idHash, request.session.idHash));
      request.session = null;
      request.user = null;
      request.secondFactor = null;
      reply.clearCookie(SESSION_COOKIE, cookieBase);
      reply.clearCookie(XSRF_COOKIE, cookieBase);
    },
    async endOthers(request, userId) {
      const keep = request.session?.idHash ?? '';
      await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.idHash, keep)));
    },
    async purgeIdle() {
      await db.delete(sessions).where(lt(sessions.lastSeenAt, new Date(Date.now() - idleMs)));
    },
  });

  function secondFactorOf(
    user: UserRow,
    row: { twoFactorEnabledAt: Date | null; session: { twoFactorPassedAt: Date | null } },
  ): SecondFactor {
    const enabled = row.twoFactorEnabledAt !== null;
    return {
      enabled,
      pendingUser: enabled && row.session.twoFactorPassedAt === null ? user : null,
      enrolmentRequired: !enabled && user.isAdmin && config.adminRequire2fa,
    };
  }

  app.addHook('onRequest', async (request) => {
    if (
      !SESSION_PATHS.some((p) => request.url.startsWith(p)) &&
      request.routeOptions.config.session !== true
    )
      return;
    const rawId = request.cookies[SESSION_COOKIE];
    if (rawId && rawId.length <= 100) {
      const idHash = hashId(rawId);
      const [row] = await lookup.execute({ idHash });
      const now = Date.now();
      if (row && now - row.session.lastSeenAt.getTime() <= idleMs) {
        request.session = { idHash, csrfToken: row.session.csrfToken, userId: row.session.userId };
        // A closed account loses its sessions at once, not at the next sign-in.
        const user = row.user && row.user.status === 'active' ? row.user : null;
        if (user) request.secondFactor = secondFactorOf(user, row);
        request.user = request.secondFactor?.pendingUser
          ? null
          : request.secondFactor?.enrolmentRequired
            ? { ...user!, isAdmin: false }
            : user;
        if (now - row.session.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
          touches.add(idHash);
          if (touches.size >= 500) void flushTouches();
        }
      } else if (row) {
        await db.delete(sessions).where(eq(sessions.idHash, idHash));
      }
    }
    if (UNSAFE_METHODS.has(request.method) && request.routeOptions.config.csrf !== false) {
      const header = request.headers['x-xsrf-token'];
      const sent = typeof header === 'string' ? header : '';
      if (!request.session || !sent || !safeEqual(sent, request.session.csrfToken)) {
        throw appError('CSRF_TOKEN_MISMATCH');
      }
    }
  });
}

export default fp(sessionPlugin, { name: 'session', dependencies: ['db', '@fastify/cookie'] });
