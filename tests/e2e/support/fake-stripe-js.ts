import type { BrowserContext } from '@playwright/test';
import type { FakeStripe } from '../../helpers/fake-stripe';

/**
 * This machine cannot reach js.stripe.com, so the browser gets a small stand-in for Stripe.js at the same address:
 * the calls the card form makes (elements().create('card').mount, confirmCardSetup), with a plain input where Stripe
 * would put its frame. confirmCardSetup posts to https://api.stripe.com as Stripe.js does, with the publishable key
 * and the setup's client secret; the test routes that host to the local fake Stripe server.
 */
const STRIPE_JS = `(() => {
  function Stripe(key) {
    return {
      _registerWrapper() {},
      elements() {
        return {
          create() {
            let input = null;
            return {
              mount(target) {
                const at = typeof target === 'string' ? document.querySelector(target) : target;
                input = document.createElement('input');
                input.setAttribute('aria-label', 'Card number');
                input.autocomplete = 'cc-number';
                at.appendChild(input);
              },
              on() {},
              unmount() { input && input.remove(); },
              destroy() { input && input.remove(); },
              _number() { return input ? input.value : ''; },
            };
          },
        };
      },
      async confirmCardSetup(clientSecret, data) {
        const id = clientSecret.split('_secret_')[0];
        const body = new URLSearchParams({
          key,
          client_secret: clientSecret,
          'payment_method_data[type]': 'card',
          'payment_method_data[card][number]': data.payment_method.card._number(),
        });
        const answer = await fetch('https://api.stripe.com/v1/setup_intents/' + id + '/confirm', { method: 'POST', body });
        const json = await answer.json();
        return json.error ? { error: json.error } : { setupIntent: json };
      },
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();`;

/** Serves the stand-in for Stripe.js, and sends what the page asks of api.stripe.com to the fake Stripe server. */
export async function routeStripe(context: BrowserContext, stripe: FakeStripe): Promise<void> {
  await context.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: STRIPE_JS }),
  );
  await context.route('https://api.stripe.com/**', async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const answer = await fetch(`http://${stripe.host}:${stripe.port}${url.pathname}${url.search}`, {
      method: request.method(),
      headers: { 'content-type': request.headers()['content-type'] ?? 'application/x-www-form-urlencoded' },
      body: request.method() === 'GET' ? undefined : (request.postData() ?? ''),
    });
    await route.fulfill({
      status: answer.status,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: await answer.text(),
    });
  });
}
