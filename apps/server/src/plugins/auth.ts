import { parseBasicAuth } from '@platen/domain/access/basic-auth';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  XSRF_COOKIE,
  XSRF_COOKIE_HTTPS,
  XSRF_HEADER as XSRF_HEADER_NAME,
} from '@platen/domain/access/xsrf-header';
import { type Db, secretsRepository, sessionsRepository, type UserRow, usersRepository } from '@platen/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.ts';
import { apiKeyHash } from '../services/api-keys.ts';

export const SESSION_COOKIE = 'platen_session';
/** The session cookie over https: `__Host-` makes browsers keep it only if Secure, host-only, path `/`. */
export const SESSION_COOKIE_HTTPS = `__Host-${SESSION_COOKIE}`;
export { XSRF_COOKIE, XSRF_COOKIE_HTTPS };
/** The XSRF header as Node names it (lower case); the names themselves live in domain access/xsrf-header. */
export const XSRF_HEADER = XSRF_HEADER_NAME.toLowerCase();
export const SESSION_TTL_SECONDS = 30 * 24 * 3600;

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
    /** How the request authenticated: by the session cookie, by the API key (HTTP Basic), or not. */
    authVia: 'session' | 'basic' | null;
    sessionId: string | null;
  }
}

/** API keys whose hash is remembered (cleared when full: keys in use come back at once). */
const MAX_KEY_HASHES = 10_000;
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Session ids and API keys are URL-safe tokens; anything else is looked up nowhere (R9: no NUL reaches SQL). */
const TOKEN = /^[A-Za-z0-9_-]{1,200}$/;

/** Parses `Authorization: Basic base64(":" + apiKey)` (O-6: empty user name, API key as password). */
export function apiKeyFromBasic(header: string | undefined): string | null {
  if (!header?.startsWith('Basic ')) return null;
  // The domain's parser (access/basic-auth.ts, the one the web client's header comes from); here a user name
  // before the colon is ignored: the password is the key.
  const password = parseBasicAuth(header)?.password ?? '';
  return password.length > 0 && password.length <= 200 ? password : null;
}

/**
 * Authentication and the XSRF check. Every mutating request that authenticated by session cookie must repeat
 * the XSRF-TOKEN cookie (an HMAC of the session id) in X-XSRF-TOKEN; API-key requests are exempt. Over https
 * both cookies carry the `__Host-` prefix and Secure (cookieNames).
 */
export async function installAuth(app: FastifyInstance, db: Db) {
  const secret = await secretsRepository(db).getOrCreate('xsrf', () => randomBytes(32).toString('hex'));
  const xsrfFor = (sessionId: string) => createHmac('sha256', secret).update(sessionId).digest('base64url');
  const sessions = sessionsRepository(db);

  app.decorateRequest('user', null);
  app.decorateRequest('authVia', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', authenticate(usersRepository(db), sessions, xsrfFor));
  return { xsrfFor, ...sessionCookies(sessions, xsrfFor) };
}

type Users = ReturnType<typeof usersRepository>;
type Sessions = ReturnType<typeof sessionsRepository>;
type XsrfFor = (sessionId: string) => string;

const invalidKey = () => new AppError('unauthorized', 'Invalid API key.');

/** The API key's user from the database (the local cache did not hold it), or a 401 for a key of nobody. */
async function byApiKey(users: Users, req: FastifyRequest, keyHash: string) {
  const user = await users.byApiKeyHash(keyHash);
  if (!user) throw invalidKey();
  req.user = user;
  req.authVia = 'basic';
}

/** A session's user; a mutating request must then repeat its XSRF token (an error otherwise). */
function signedIn(
  xsrfFor: XsrfFor,
  req: FastifyRequest,
  sid: string,
  user: UserRow | null,
): Error | undefined {
  if (!user) return;
  req.user = user;
  req.authVia = 'session';
  req.sessionId = sid;
  if (MUTATING.has(req.method)) {
    const sent = req.headers[XSRF_HEADER];
    if (typeof sent !== 'string' || !safeEqual(sent, xsrfFor(sid))) {
      return new AppError('xsrf', 'Missing or invalid XSRF token. Reload the page and try again.');
    }
  }
}

/**
 * The onRequest hook. A callback hook: a request with neither an API key nor a session cookie (public pages,
 * health checks) goes on at once, and one whose key or session the local cache holds (the same entries the async
 * lookups read, dropped by the same rotation and logout) goes on without a promise.
 */
function authenticate(users: Users, sessions: Sessions, xsrfFor: XsrfFor) {
  // The SHA-256 of API keys that named a user the local cache holds (a key that names nobody is never kept, so
  // unknown keys cannot fill it); the user itself is still read from that cache by the hash on every request,
  // so a rotation stops the key at once. Process memory already holds session ids, tokens of the same weight.
  const keyHashes = new Map<string, string>();
  return (req: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) => {
    const basic = apiKeyFromBasic(req.headers.authorization);
    if (basic) {
      if (!TOKEN.test(basic)) return done(invalidKey());
      const keyHash = keyHashes.get(basic) ?? apiKeyHash(basic);
      const held = users.heldByApiKeyHash(keyHash);
      if (!held) {
        // Rotated away or not yet looked up: no memo until the database names the key's user again.
        keyHashes.delete(basic);
        return void byApiKey(users, req, keyHash).then(() => done(), done);
      }
      if (keyHashes.size >= MAX_KEY_HASHES) keyHashes.clear();
      keyHashes.set(basic, keyHash);
      req.user = held;
      req.authVia = 'basic';
      return done();
    }
    // Over https only the __Host- cookie counts: a plain one could have been planted by a sibling subdomain or
    // a plain-http answer (session fixation).
    const sid = req.cookies[cookieNames(req).session];
    if (sid && sid.length <= 100 && TOKEN.test(sid)) {
      const held = sessions.heldUser(sid);
      if (held) return done(signedIn(xsrfFor, req, sid, held));
      sessions.user(sid).then((user) => done(signedIn(xsrfFor, req, sid, user)), done);
      return;
    }
    done();
  };
}

/** Starting and ending a session: the session cookie and the XSRF cookie, with the names of the request's scheme. */
function sessionCookies(sessions: Sessions, xsrfFor: XsrfFor) {
  return {
    /**
     * Starts a session: sets the HttpOnly session cookie and the page-readable XSRF cookie. With `null` the
     * cookies look the same but name no session (the answer to registering a taken e-mail).
     */
    async startSession(req: FastifyRequest, reply: FastifyReply, user: UserRow | null) {
      const sid = randomBytes(24).toString('base64url');
      if (user) await sessions.create(sid, user.id, SESSION_TTL_SECONDS);
      const names = cookieNames(req);
      const secure = names.secure;
      reply.setCookie(names.session, sid, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure,
        maxAge: SESSION_TTL_SECONDS,
      });
      reply.setCookie(names.xsrf, xsrfFor(sid), {
        path: '/',
        httpOnly: false,
        sameSite: 'lax',
        secure,
        maxAge: SESSION_TTL_SECONDS,
      });
    },
    async endSession(req: FastifyRequest, reply: FastifyReply) {
      if (req.sessionId) await sessions.delete(req.sessionId);
      const names = cookieNames(req);
      reply.clearCookie(names.session, { path: '/', secure: names.secure });
      reply.clearCookie(names.xsrf, { path: '/', secure: names.secure });
    },
  };
}

/**
 * The cookies of a request's scheme: over https (the socket's, or a trusted proxy's X-Forwarded-Proto)
 * Secure `__Host-` cookies, over http the plain names (a browser drops Secure cookies there).
 */
export function cookieNames(req: FastifyRequest) {
  const secure = req.protocol === 'https';
  return secure
    ? { secure, session: SESSION_COOKIE_HTTPS, xsrf: XSRF_COOKIE_HTTPS }
    : { secure, session: SESSION_COOKIE, xsrf: XSRF_COOKIE };
}

function safeEqual(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** preHandler: the request must be authenticated (401 otherwise). A callback hook: no promise per request. */
export function requireUser(req: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) {
  done(req.user ? undefined : new AppError('unauthorized', 'Sign in or send your API key to use this call.'));
}

/** The authenticated user (after requireUser). */
export function currentUser(req: FastifyRequest): UserRow {
  if (!req.user) throw new AppError('unauthorized', 'Sign in or send your API key to use this call.');
  return req.user;
}

export type AuthKit = Awaited<ReturnType<typeof installAuth>>;
