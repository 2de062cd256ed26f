import Stripe from 'stripe';

/** STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and (tests, a local Stripe-compatible server) STRIPE_API_URL. */
export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  apiUrl?: string | undefined;
}

/** The card-payment provider as the billing use-cases see it: the Stripe SDK and the webhook secret. */
export interface Payments {
  stripe: Stripe;
  webhookSecret: string;
}

/** The Stripe client for a configuration, or null when no key is set (card payments are then hidden). */
export function createPayments(config: StripeConfig | null | undefined): Payments | null {
  if (!config?.secretKey) return null;
  const api = config.apiUrl ? new URL(config.apiUrl) : null;
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
  return { stripe, webhookSecret: config.webhookSecret };
}

/** Reads the Stripe settings from the environment (all three, or none). */
export function stripeConfigFromEnv(env: NodeJS.ProcessEnv): StripeConfig | null {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  if (!secretKey) return null;
  return {
    secretKey,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET?.trim() ?? '',
    apiUrl: env.STRIPE_API_URL?.trim() || undefined,
  };
}
