import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface OidcAccount {
  sub: string;
  email: string;
  name: string;
}

/**
 * A local OpenID provider (npm oidc-provider) on a free port with one confidential client. Its login interaction
 * signs in `account` at once (no page), and consent is implied (loadExistingGrant), so a test can drive the whole
 * code flow with plain HTTP requests.
 */
export async function startOidcProvider(opts: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}) {
  let account: OidcAccount = { sub: 'alice-1', email: 'alice@example.com', name: 'Alice Example' };
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: opts.clientId,
        client_secret: opts.clientSecret,
        redirect_uris: [opts.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx: unknown, sub: string) {
      return {
        accountId: sub,
        claims: async () => ({ sub, email: account.email, email_verified: true, name: account.name }),
      };
    },
    async loadExistingGrant(ctx: {
      oidc: { client: { clientId: string }; session: { accountId: string }; provider: typeof provider };
    }) {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: ctx.oidc.session.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  const callback = provider.callback();
  server.on('request', async (req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.startsWith('/interaction/')) {
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: account.sub } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    callback(req, res);
  });
  return {
    issuer,
    signInAs(a: OidcAccount) {
      account = a;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** Follows redirects on the provider's origin with its own cookie jar until one leaves it; returns that URL. */
export async function followProvider(start: string, issuer: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = new URL(start);
  for (let i = 0; i < 10; i++) {
    if (url.origin !== new URL(issuer).origin) return url;
    const res = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair = ''] = c.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    const loc = res.headers.get('location');
    if (!loc) throw new Error(`provider stopped at ${url} with ${res.status}: ${await res.text()}`);
    url = new URL(loc, url);
  }
  throw new Error('too many redirects at the provider');
}
