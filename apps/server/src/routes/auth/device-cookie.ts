import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieNames } from '../../plugins/auth.ts';
import {
  DEVICE_COOKIE,
  DEVICE_COOKIE_HTTPS,
  DEVICE_COOKIE_TTL_SECONDS,
} from '../../services/login-throttle.ts';

/** The known-device cookie of the request's scheme (over https only the `__Host-` one counts). */
export const deviceCookieName = (req: FastifyRequest) =>
  cookieNames(req).secure ? DEVICE_COOKIE_HTTPS : DEVICE_COOKIE;

/** Marks the browser as a known device of the account it just signed in to (docs/decisions/password-policy.md). */
export function setDeviceCookie(req: FastifyRequest, reply: FastifyReply, value: string) {
  reply.setCookie(deviceCookieName(req), value, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: cookieNames(req).secure,
    maxAge: DEVICE_COOKIE_TTL_SECONDS,
  });
}
