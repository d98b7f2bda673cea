import { STAFF_ROLES, type Role } from '@storefront/shared/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { forbidden, unauthorized } from '../errors';
import {
  SESSION_COOKIE,
  createSession,
  endSession,
  resolveSession,
  type SessionPolicy,
} from '../services/accounts/sessions';
import type { UserRow } from '../services/accounts/users';

declare module 'fastify' {
  interface FastifyInstance {
    sessionPolicy: SessionPolicy;
    setSessionCookie: (reply: FastifyReply, token: string) => void;
    clearSessionCookie: (reply: FastifyReply) => void;
    /** preHandler: a signed-in user is required (401 otherwise). */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** preHandler: a staff member (OWNER, ADMIN, MANAGER) is required (401 or 403). */
    requireStaff: (request: FastifyRequest) => Promise<void>;
    /** preHandler: the shop's owner or an administrator is required (401 or 403). */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in user, resolved once per request from the session cookie. */
    currentUser: () => Promise<UserRow | null>;
  }
}

/** Sessions in an httpOnly, SameSite=Lax cookie; the user is resolved lazily per request. */
export const authPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  const policy: SessionPolicy = {
    idleMs: config.SESSION_IDLE_HOURS * 3_600_000,
    absoluteMs: config.SESSION_MAX_DAYS * 86_400_000,
  };
  const secure = config.COOKIE_SECURE ?? config.NODE_ENV === 'production';
  app.decorate('sessionPolicy', policy);

  app.decorate('setSessionCookie', (reply: FastifyReply, token: string) => {
    reply.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: '/',
      maxAge: Math.floor(policy.absoluteMs / 1000),
    });
  });
  app.decorate('clearSessionCookie', (reply: FastifyReply) => {
    reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
  });

  app.decorateRequest('currentUser', function currentUser(this: FastifyRequest) {
    return Promise.resolve(null as UserRow | null);
  });
  app.addHook('onRequest', async (request) => {
    let resolved: Promise<UserRow | null> | null = null;
    request.currentUser = () => {
      const token = request.cookies[SESSION_COOKIE];
      resolved ??= token
        ? resolveSession(app.db, token, policy).then((session) => session?.user ?? null)
        : Promise.resolve(null);
      return resolved;
    };
  });

  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (!(await request.currentUser())) throw unauthorized();
  });
  const requireRole = (roles: readonly Role[]) => async (request: FastifyRequest) => {
    const user = await request.currentUser();
    if (!user) throw unauthorized();
    if (!roles.includes(user.role)) throw forbidden();
  };
  app.decorate('requireStaff', requireRole(STAFF_ROLES));
  app.decorate('requireAdmin', requireRole(['OWNER', 'ADMIN']));

  app.decorate(
    'startSession',
    async (request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> => {
      // A new session on every sign-in; the one the browser had before ends.
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await endSession(app.db, previous);
      const token = await createSession(app.db, userId, policy, request.headers['user-agent']);
      app.setSessionCookie(reply, token);
    },
  );

  /** Ends the request's session on the server and clears the cookie. */
  app.decorate('endSession', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await endSession(app.db, token);
    app.clearSessionCookie(reply);
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    endSession: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Signs the user in: a new session in the cookie, the request's previous one ended. */
    startSession: (request: FastifyRequest, reply: FastifyReply, userId: string) => Promise<void>;
  }
}
