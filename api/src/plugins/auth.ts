import { can, isStaffRole, type Permission } from '@storefront/shared/admin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { API_PREFIX } from '../paths';
import { forbidden, unauthorized } from '../errors';
import {
  SESSION_COOKIE,
  createSession,
  endSession,
  resolveSession,
  type SessionPolicy,
} from '../services/accounts/sessions';
import type { UserRow } from '../services/accounts/users';
import type { Actor } from '../services/audit/audit';

declare module 'fastify' {
  interface FastifyInstance {
    sessionPolicy: SessionPolicy;
    setSessionCookie: (reply: FastifyReply, token: string) => void;
    clearSessionCookie: (reply: FastifyReply) => void;
    /** preHandler: a signed-in user is required (401 otherwise). */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /**
     * The action of the permission table each guarded route takes, by `METHOD /url`: what the
     * route matrix test walks, so a staff route without an entry cannot go unnoticed.
     */
    routePermissions: Map<string, Permission>;
  }
  interface FastifyRequest {
    /** The signed-in user, resolved once per request from the session cookie. */
    currentUser: () => Promise<UserRow | null>;
    /**
     * The staff member making this request, as the audit record keeps them; only on a route
     * guarded by a permission (which has already checked the role).
     */
    actor: () => Promise<Actor>;
  }
  interface FastifyContextConfig {
    /**
     * The action of the permission table (`PERMISSIONS` in @storefront/shared/admin) this route
     * takes: anonymous 401, a role the table does not give it 403.
     */
    permission?: Permission;
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

  app.decorateRequest('actor', function actor(this: FastifyRequest): Promise<Actor> {
    return this.currentUser().then((user) => {
      if (!user || !isStaffRole(user.role)) throw forbidden();
      return { id: user.id, email: user.email, role: user.role, requestId: this.id };
    });
  });

  // A route naming a permission gets its guard first, before its body is even read: a caller
  // who may not take the action learns nothing more of the route (401, 403). A back-office route
  // without one is a mistake that must not start.
  const routePermissions = new Map<string, Permission>();
  app.decorate('routePermissions', routePermissions);
  app.addHook('onRoute', (route) => {
    const permission = route.config?.permission;
    if (!permission) {
      if (route.url.startsWith(`${API_PREFIX}/admin`))
        throw new Error(`${route.method} ${route.url} names no permission (config.permission)`);
      return;
    }
    const guard = async (request: FastifyRequest) => {
      const user = await request.currentUser();
      if (!user) throw unauthorized();
      if (!can(user.role, permission)) throw forbidden();
    };
    route.onRequest = [guard, ...(route.onRequest ? [route.onRequest].flat() : [])];
    for (const method of [route.method].flat())
      routePermissions.set(`${method} ${route.url}`, permission);
  });

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
