import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'
import { describe, expect, it } from 'vitest'
import { chromiumPresent, launchBrowser } from '../src/chromium.ts'
import { needs } from '../src/requirements.ts'
import { StripeStandIn } from '../src/stripe_stand_in.ts'

// The hosted Checkout page as a person uses it: buttons found by their accessible names in Chromium.
const chromium = needs('Stripe stand-in browser test', [chromiumPresent()])

describe(`the Stripe stand-in's Checkout page in a browser`, () => {
  it('a declined card shows an alert and stays; a working card lands on success_url with the session id, after the webhooks', async () => {
    chromium.assertPresent()
    const webhooks: string[] = []
    const site = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
      request.on('end', () => {
        if (request.method === 'POST') webhooks.push(body)
        response.setHeader('content-type', 'text/html')
        response.end('<!doctype html><title>Sceau</title><h1>Thank you</h1>')
      })
    })
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
    const siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
    const standIn = await StripeStandIn.start({ webhookUrl: `${siteUrl}/webhooks` })
    const browser = await launchBrowser()
    try {
      const base = new URL(standIn.url)
      const stripe = new Stripe(standIn.secretKey, { host: base.hostname, port: base.port, protocol: 'http' })
      const customer = await stripe.customers.create({ name: 'Étude Martin' })
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        customer: customer.id,
        locale: 'fr',
        line_items: [
          { quantity: 1, price_data: { currency: 'eur', unit_amount: 6000, tax_behavior: 'inclusive', product_data: { name: 'Premium plan, one year' } } },
        ],
        success_url: `${siteUrl}/billing/done?session={CHECKOUT_SESSION_ID}`,
        cancel_url: `${siteUrl}/billing`,
      })

      const page = await browser.newPage()
      await page.goto(session.url!)
      expect(await page.getByRole('row', { name: /Premium plan, one year/ }).textContent()).toContain('60.00 €')
      await page.getByRole('button', { name: 'Pay with a card that is declined' }).click()
      expect(await page.getByRole('alert').textContent()).toBe('Your card was declined.')
      expect(webhooks).toEqual([])

      await page.getByRole('button', { name: 'Pay with a card that works' }).click()
      await page.waitForURL(`${siteUrl}/billing/done?session=${session.id}`)
      expect(await page.getByRole('heading').textContent()).toBe('Thank you')
      expect(webhooks.map((body) => (JSON.parse(body) as { type: string }).type)).toEqual(['checkout.session.completed', 'payment_intent.succeeded'])
    } finally {
      await browser.close()
      await standIn.close()
      await new Promise((resolve) => site.close(resolve))
    }
  }, 60_000) // Chromium's start alone can pass Vitest's 5 s default on a loaded 2-core machine.
})
