import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { accountsRepository, type Db, secretsRepository, type UserRow, usersRepository } from '@platen/db';
import type { Configuration } from 'openid-client';
import type { OidcProviderConfig } from '../../config.ts';
import { AppError } from '../../errors/app-error.ts';
import { createAccount } from '../accounts.ts';
import { token } from '../passwords.ts';

/** The state a sign-in carries from /start to /callback, in a signed HttpOnly cookie (10 minutes). */
interface FlowState {
  provider: string;
  state: string;
  nonce: string;
  verifier: string;
  exp: number;
}

const FLOW_TTL_MS = 10 * 60_000;

type Claims = Record<string, unknown>;

/** The providers' discovery documents, fetched once per process (a failed fetch is tried again next time). */
function discoveryCache() {
  const configs = new Map<string, Promise<Configuration>>();
  return (p: OidcProviderConfig): Promise<Configuration> => {
    let c = configs.get(p.id);
    if (!c) {
      c = (async () => {
        const oc = await import('openid-client');
        const issuer = new URL(p.issuer);
        return oc.discovery(
          issuer,
          p.clientId,
          p.clientSecret,
          undefined,
          issuer.protocol === 'http:' ? { execute: [oc.allowInsecureRequests] } : undefined,
        );
      })();
      c.catch(() => configs.delete(p.id));
      configs.set(p.id, c);
    }
    return c;
  };
}

/** Seals the flow state with an HMAC under a key kept in the database, and opens it again (null when forged or old). */
function flowSeal(db: Db) {
  const key = () => secretsRepository(db).getOrCreate('oidc-flow', () => randomBytes(32).toString('hex'));
  const mac = async (body: string) =>
    createHmac('sha256', await key())
      .update(body)
      .digest('base64url');
  return {
    async seal(s: FlowState) {
      const body = Buffer.from(JSON.stringify(s)).toString('base64url');
      return `${body}.${await mac(body)}`;
    },
    async open(sealed: string | undefined): Promise<FlowState | null> {
      const [body = '', got = ''] = (sealed ?? '').split('.');
      const want = await mac(body);
      if (got.length !== want.length || !timingSafeEqual(Buffer.from(got), Buffer.from(want))) return null;
      const s = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as FlowState;
      return s.exp > Date.now() ? s : null;
    },
  };
}

/** The authorization request: a fresh state, nonce and PKCE verifier, and the provider URL carrying them. */
async function authorizationRequest(config: Configuration, p: OidcProviderConfig, redirectUri: string) {
  const oc = await import('openid-client');
  const verifier = oc.randomPKCECodeVerifier();
  const flow: FlowState = {
    provider: p.id,
    state: oc.randomState(),
    nonce: oc.randomNonce(),
    verifier,
    exp: Date.now() + FLOW_TTL_MS,
  };
  const url = oc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    code_challenge: await oc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state: flow.state,
    nonce: flow.nonce,
  });
  return { url, flow };
}

/** The provider's answer checked (state, nonce, PKCE) and its claims, completed from UserInfo when needed. */
async function verifiedClaims(
  config: Configuration,
  p: OidcProviderConfig,
  currentUrl: URL,
  flow: FlowState,
): Promise<Claims | undefined> {
  const oc = await import('openid-client');
  try {
    const tokens = await oc.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
    });
    const claims = tokens.claims() as Claims | undefined;
    // Many providers put e-mail and name in the UserInfo answer only (not in the ID token).
    if (!claims?.sub || typeof claims.email === 'string') return claims;
    const info = await oc.fetchUserInfo(config, tokens.access_token, String(claims.sub));
    return { ...info, ...claims, email: info.email, email_verified: info.email_verified, name: info.name };
  } catch (err) {
    throw new AppError('unauthorized', `${p.name} did not confirm the sign-in. Try again.`, {
      internal: String((err as Error).message),
    });
  }
}

/** The user the claims name: by a linked identity, else by a verified e-mail (then linked), else a new account. */
async function userForClaims(db: Db, p: OidcProviderConfig, claims: Claims | undefined): Promise<UserRow> {
  const subject = String(claims?.sub ?? '');
  if (!subject) throw new AppError('unauthorized', `${p.name} did not say who you are.`);
  const repo = accountsRepository(db);
  const users = usersRepository(db);
  const linked = await repo.identityUser(p.id, subject);
  if (linked) {
    const u = await users.byId(linked);
    if (u) return u;
  }
  const email = typeof claims?.email === 'string' ? claims.email.toLowerCase() : '';
  if (!email || claims?.email_verified !== true)
    throw new AppError('unauthorized', `${p.name} did not share a verified e-mail address.`);
  const existing = await users.byEmail(email);
  const user =
    existing ??
    (
      await createAccount(db, {
        email,
        name: String(claims?.name ?? email.split('@')[0]).slice(0, 80),
        password: token(32),
      })
    )?.user;
  if (!user) throw new AppError('conflict', 'Sign-in failed; try again.', { internal: randomUUID() });
  await repo.linkIdentity(p.id, subject, user.id);
  return user;
}

/**
 * Sign-in with OpenID Connect providers (R-2-07): authorization code + PKCE with openid-client, the
 * providers' discovery documents fetched once per process. docs/decisions/oidc-sign-in.md.
 */
export function oidcSignIn(db: Db, providers: OidcProviderConfig[]) {
  const configFor = discoveryCache();
  const { seal, open } = flowSeal(db);
  const provider = (id: string) => {
    const p = providers.find((x) => x.id === id);
    if (!p) throw new AppError('not_found', 'This sign-in provider is not configured.');
    return p;
  };

  return {
    list: () => providers.map((p) => ({ id: p.id, name: p.name })),
    /** Where to send the browser, and the sealed state to keep in a cookie until the callback. */
    async start(id: string, redirectUri: string) {
      const p = provider(id);
      const { url, flow } = await authorizationRequest(await configFor(p), p, redirectUri);
      return { url: url.href, sealed: await seal(flow) };
    },
    /**
     * The provider's answer: checks state, nonce and PKCE, reads the ID token's claims and finds the user: by a
     * linked identity, else by a verified e-mail (then linked), else a new account.
     */
    async finish(id: string, currentUrl: URL, sealed: string | undefined): Promise<UserRow> {
      const p = provider(id);
      const flow = await open(sealed);
      if (!flow || flow.provider !== p.id)
        throw new AppError('bad_request', 'Your sign-in took too long or was started elsewhere. Try again.');
      const claims = await verifiedClaims(await configFor(p), p, currentUrl, flow);
      return userForClaims(db, p, claims);
    },
  };
}
export type OidcSignIn = ReturnType<typeof oidcSignIn>;
