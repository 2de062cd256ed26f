// A local stand-in for Stripe.js v3 (https://js.stripe.com/v3), served by fake-stripe.ts to tests that cannot
// reach Stripe (STRIPE_JS_URL). It offers the surface @stripe/stripe-js and @stripe/react-stripe-js use for the
// Payment Element: Stripe(pk).elements({clientSecret}) -> elements.create('payment') -> mount/on/update/destroy,
// and stripe.confirmPayment({elements, redirect: 'if_required'}), which confirms the PaymentIntent with the fake
// (POST /v1/payment_intents/{id}/confirm, as Stripe.js does with api.stripe.com). The real Payment Element is an
// iframe from js.stripe.com; this one draws plain inputs in the page. docs/decisions/card-payments.md says how
// close it is. Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0027 6000 3184
// needs 3-D Secure: confirmPayment (and handleNextAction) then shows a challenge dialog in the page, as Stripe.js
// shows its 3-D Secure modal, and resolves after "Complete" or "Fail authentication".
(() => {
  const api = new URL(document.currentScript.src).origin;
  const CARDS = {
    4242424242424242: 'pm_card_visa',
    4000000000000002: 'pm_card_chargeDeclined',
    4000002760003184: 'pm_card_threeDSecure2Required',
  };

  /** The 3-D Secure challenge: a modal dialog; resolves with the PaymentIntent as the challenge left it. */
  function challenge(id) {
    return new Promise((resolve) => {
      const dialog = document.createElement('dialog');
      dialog.className = 'stripe-stand-in-3ds';
      dialog.setAttribute('aria-label', '3-D Secure authentication');
      const p = document.createElement('p');
      p.textContent = 'Your bank asks you to confirm this payment (test 3-D Secure page).';
      const finish = async (outcome) => {
        const r = await fetch(`${api}/v1/payment_intents/${id}/3ds`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ outcome }),
        });
        dialog.close();
        dialog.remove();
        resolve(await r.json());
      };
      const button = (label, outcome) => {
        const b = document.createElement('button');
        b.type = 'button';
        b.textContent = label;
        b.addEventListener('click', () => void finish(outcome));
        return b;
      };
      dialog.append(p, button('Complete authentication', 'complete'), button('Fail authentication', 'fail'));
      document.body.append(dialog);
      dialog.showModal();
    });
  }

  /** What Stripe.js answers once a PaymentIntent's next action is done: the intent, or its error. */
  async function afterAction(pi) {
    const done = pi.status === 'requires_action' ? await challenge(pi.id) : pi;
    if (done.error) return { error: done.error };
    if (done.status === 'requires_payment_method' && done.last_payment_error)
      return { error: { ...done.last_payment_error, payment_intent: done } };
    return { paymentIntent: done };
  }

  function paymentElement(elements) {
    const handlers = {};
    const emit = (event, payload) => {
      for (const h of handlers[event] ?? []) h(payload);
    };
    let root = null;
    const field = (id, label, attrs) => {
      const wrap = document.createElement('p');
      const l = document.createElement('label');
      l.htmlFor = id;
      l.textContent = label;
      l.style.display = 'block';
      const input = document.createElement('input');
      input.id = id;
      for (const [k, v] of Object.entries(attrs)) input.setAttribute(k, v);
      input.addEventListener('input', () => emit('change', { elementType: 'payment', complete: complete() }));
      input.addEventListener('focus', () => emit('focus', { elementType: 'payment' }));
      input.addEventListener('blur', () => emit('blur', { elementType: 'payment' }));
      wrap.append(l, input);
      return wrap;
    };
    const value = (id) => root?.querySelector(`#${id}`)?.value.replace(/\s+/g, '') ?? '';
    const complete = () =>
      value('stand-in-card-number').length >= 15 && value('stand-in-card-expiry').length >= 4;
    const el = {
      mount(target) {
        const node = typeof target === 'string' ? document.querySelector(target) : target;
        root = document.createElement('div');
        root.className = 'stripe-stand-in';
        root.append(
          field('stand-in-card-number', 'Card number', { inputmode: 'numeric', autocomplete: 'cc-number' }),
          field('stand-in-card-expiry', 'Expiry (MM / YY)', { autocomplete: 'cc-exp' }),
          field('stand-in-card-cvc', 'Security code', { inputmode: 'numeric', autocomplete: 'cc-csc' }),
        );
        node.append(root);
        setTimeout(() => emit('ready', { elementType: 'payment' }), 0);
      },
      on(event, h) {
        handlers[event] = [...(handlers[event] ?? []), h];
        return el;
      },
      off(event, h) {
        handlers[event] = (handlers[event] ?? []).filter((x) => x !== h);
        return el;
      },
      update() {},
      focus() {
        root?.querySelector('input')?.focus();
      },
      blur() {},
      clear() {
        for (const i of root?.querySelectorAll('input') ?? []) i.value = '';
      },
      unmount() {
        root?.remove();
      },
      destroy() {
        root?.remove();
        root = null;
      },
      paymentMethod: () => CARDS[value('stand-in-card-number')] ?? 'pm_card_visa',
      complete,
    };
    elements._payment = el;
    return el;
  }

  function Stripe(publishableKey) {
    if (typeof publishableKey !== 'string' || !publishableKey.startsWith('pk_'))
      throw new Error('Stripe(): a publishable key (pk_...) is required.');
    const stripe = {
      elements(options = {}) {
        const elements = {
          _options: options,
          create: (type) => {
            if (type !== 'payment')
              throw new Error(`The stand-in draws the Payment Element only, not "${type}".`);
            return paymentElement(elements);
          },
          getElement: (type) => (type === 'payment' ? (elements._payment ?? null) : null),
          update(o) {
            Object.assign(elements._options, o);
          },
          submit: async () =>
            elements._payment?.complete()
              ? {}
              : { error: { type: 'validation_error', message: 'Your card number is incomplete.' } },
          fetchUpdates: async () => ({}),
        };
        return elements;
      },
      async confirmPayment({ elements, redirect }) {
        const secret = elements?._options?.clientSecret;
        const pe = elements?._payment;
        if (!secret || !pe)
          throw new Error('confirmPayment needs the elements of a PaymentIntent client secret.');
        if (!pe.complete())
          return { error: { type: 'validation_error', message: 'Your card number is incomplete.' } };
        if (redirect !== 'if_required')
          throw new Error('The stand-in cannot redirect: pass redirect: "if_required".');
        const id = secret.split('_secret_')[0];
        const r = await fetch(`${api}/v1/payment_intents/${id}/confirm`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            payment_method: pe.paymentMethod(),
            client_secret: secret,
            key: publishableKey,
          }),
        });
        const body = await r.json();
        if (!r.ok) return { error: body.error };
        return afterAction(body);
      },
      // A PaymentIntent confirmed on the server (a saved card) whose bank asks for 3-D Secure.
      async handleNextAction({ clientSecret }) {
        const id = clientSecret.split('_secret_')[0];
        const r = await fetch(`${api}/v1/payment_intents/${id}`);
        return afterAction(await r.json());
      },
      async retrievePaymentIntent(secret) {
        const id = secret.split('_secret_')[0];
        const r = await fetch(`${api}/v1/payment_intents/${id}`);
        return { paymentIntent: await r.json() };
      },
      // The checks @stripe/react-stripe-js makes (isStripe) and the wrapper registration it calls.
      createToken: async () => ({ error: { message: 'Not in the stand-in.' } }),
      createPaymentMethod: async () => ({ error: { message: 'Not in the stand-in.' } }),
      confirmCardPayment: async () => ({ error: { message: 'Not in the stand-in.' } }),
      _registerWrapper() {},
      registerAppInfo() {},
    };
    return stripe;
  }
  // The release train @stripe/stripe-js expects (it warns on another).
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
