import { type Html, html } from './html.ts';

/** The page of a promotional mail's unsubscribe link: a confirmation with one button, or the outcome. */
export function unsubscribePage(
  st:
    | { kind: 'confirm'; action: string }
    | { kind: 'done' }
    | { kind: 'already' }
    | { kind: 'refused'; message: string },
): Html {
  if (st.kind === 'refused')
    return html`<h1>Unsubscribe</h1><p class="alert" role="alert">${st.message}</p>
  <p><a href="/manager/v2/settings/account">E-mail preferences</a> (sign in first).</p>`;
  if (st.kind === 'confirm')
    return html`<h1>Unsubscribe from Platen offers?</h1>
  <p class="lead">You will get no more promotional e-mail from Platen. Order, shipping and account e-mails still come.</p>
  <form method="post" action="${st.action}">
  <input type="hidden" name="List-Unsubscribe" value="One-Click">
  <p><button type="submit">Unsubscribe</button></p>
  </form>
  <p>Changed your mind later? Turn offers back on in your <a href="/manager/v2/settings/account">e-mail preferences</a>.</p>`;
  return html`<h1>You are unsubscribed</h1>
  <p class="notice" role="status">${st.kind === 'done' ? 'Done: Platen sends you no more promotional e-mail, from now on.' : 'You were already unsubscribed: Platen sends you no promotional e-mail.'}</p>
  <p>Order, shipping and account e-mails still come. To get offers again, turn them on in your
  <a href="/manager/v2/settings/account">e-mail preferences</a>.</p>`;
}
