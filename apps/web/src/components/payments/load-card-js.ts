import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

let loading: Promise<Stripe | null> | null = null;

/** Loads a script once (a test's stand-in for Stripe.js); resolves when it ran. */
function injectScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const s = document.createElement('script');
    s.src = src;
    s.async = true;
    s.onload = () => resolve();
    s.onerror = () => reject(new Error('Card payments could not load. Try again in a minute.'));
    document.head.append(s);
  });
}

/**
 * Stripe.js for the publishable key, loaded on first use only (never by the entry chunk). `scriptUrl` is a test's
 * local stand-in (STRIPE_JS_URL); @stripe/stripe-js then finds its `window.Stripe` instead of loading
 * https://js.stripe.com/v3.
 */
export function loadCardJs(publishableKey: string, scriptUrl?: string): Promise<Stripe | null> {
  loading ??= (scriptUrl ? injectScript(scriptUrl) : Promise.resolve())
    .then(() => loadStripe(publishableKey))
    .catch((err: Error) => {
      loading = null;
      throw err;
    });
  return loading;
}
