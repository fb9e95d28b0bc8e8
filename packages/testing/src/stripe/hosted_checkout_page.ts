import type { SessionExtras, StandInCheckoutSession } from './stripe_objects.ts'

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const euros = (cents: number) => `${(cents / 100).toFixed(2)} €`

/**
 * The stand-in's hosted Checkout page: what the customer buys, the discount and total, and three
 * buttons (a card that works, a card that is declined, cancel) posting to the stand-in. Plain
 * forms, so a browser test or a bare HTTP client can both drive it.
 */
export function hostedCheckoutPage(session: StandInCheckoutSession, extras: SessionExtras) {
  const lang = session.locale && session.locale !== 'auto' ? session.locale : 'en'
  const setup = session.mode === 'setup'
  const open = session.status === 'open'
  const rows = extras.lines
    .map((line) => `<tr><th scope="row">${escape(line.name)}</th><td>${line.quantity}</td><td>${euros(line.unitAmount * line.quantity)}</td></tr>`)
    .join('')
  const discount = session.total_details?.amount_discount ?? 0
  const table = setup
    ? '<p>Save a card for later payments. Nothing is charged now.</p>'
    : `<table>
  <caption>Your order</caption>
  <thead><tr><th scope="col">Item</th><th scope="col">Quantity</th><th scope="col">Amount</th></tr></thead>
  <tbody>${rows}</tbody>
  <tfoot>
    ${discount ? `<tr><th scope="row" colspan="2">Discount</th><td data-testid="discount">−${euros(discount)}</td></tr>` : ''}
    <tr><th scope="row" colspan="2">Total (tax included)</th><td data-testid="total">${euros(session.amount_total ?? 0)}</td></tr>
  </tfoot>
</table>`
  const decline = extras.lastDecline ? `<p role="alert">${escape(extras.lastDecline)}</p>` : ''
  const actions = open
    ? `<form method="post" action="/checkout/${session.id}/pay"><input type="hidden" name="card" value="works"><button type="submit">Pay with a card that works</button></form>
<form method="post" action="/checkout/${session.id}/pay"><input type="hidden" name="card" value="declined"><button type="submit">Pay with a card that is declined</button></form>
<form method="post" action="/checkout/${session.id}/cancel"><button type="submit">Cancel</button></form>`
    : `<p role="status">This checkout session is ${escape(session.status ?? 'closed')}.</p>`
  return `<!doctype html>
<html lang="${escape(lang)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Checkout (Stripe stand-in)</title></head>
<body>
<main>
<h1>${setup ? 'Save a card' : 'Pay'} (Stripe stand-in)</h1>
${table}
${decline}
${actions}
</main>
</body>
</html>`
}
