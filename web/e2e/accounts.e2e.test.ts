/*
 * Accounts end to end, in Chromium against the production build, with the platform's mails caught
 * by an in-process SMTP server: two-step sign-up, confirmation mail, login, a second organisation,
 * an invitation accepted by a new user in another browser, organisation switches, the address book
 * and logout; in French and in English.
 */
import { randomBytes } from 'node:crypto'
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFailed } from 'vitest'
import { launchBrowser } from '@sceau/testing/chromium'
import { Mailbox } from './support/mailbox'
import { startPlatform, type RunningPlatform } from './support/platform'

const TEXTS = {
  fr: {
    locale: 'fr-FR',
    prefix: '',
    firstname: 'Prénom',
    lastname: 'Nom',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    confirmation: 'Confirmez le mot de passe',
    terms: /J’accepte les/,
    next: 'Suivant',
    create: 'Créer',
    pleaseConfirm: 'Veuillez confirmer votre compte',
    mailConfirmed: 'Adresse e-mail confirmée',
    wrongCredentials: 'Email ou mot de passe incorrect',
    logIn: 'Se connecter',
    welcomeStart: 'C’est parti',
    newOrganisation: 'Nom de la nouvelle organisation',
    created: (name: string) => `Organisation ${name} créée`,
    switcher: 'Changer d’organisation',
    switched: 'Organisation changée',
    switchTo: (name: string) => `Passer à ${name}`,
    inviteEmail: 'Adresse e-mail à inviter',
    invite: 'Inviter',
    invited: (email: string) => `Invitation envoyée à ${email}`,
    invitedBy: (name: string, organisation: string) => `${name} vous invite à rejoindre ${organisation}.`,
    addContact: 'Ajouter un contact',
    save: 'Enregistrer',
    cancel: 'Annuler',
    contactAdded: 'Contact ajouté',
    contactUpdated: 'Contact modifié',
    contactExists: 'Cette adresse e-mail existe déjà dans vos contacts',
    edit: (email: string) => `Modifier ${email}`,
    accountMenu: 'Menu du compte',
    logOut: 'Se déconnecter',
    homeTitle: 'Envoyez vos fichiers. Prouvez qu’ils existaient.',
  },
  en: {
    locale: 'en-GB',
    prefix: '/en',
    firstname: 'First name',
    lastname: 'Last name',
    email: 'Email address',
    password: 'Password',
    confirmation: 'Confirm the password',
    terms: /I accept the/,
    next: 'Next',
    create: 'Create',
    pleaseConfirm: 'Please confirm your account',
    mailConfirmed: 'Email address confirmed',
    wrongCredentials: 'Incorrect email or password',
    logIn: 'Log in',
    welcomeStart: 'Let’s go',
    newOrganisation: 'Name of the new organization',
    created: (name: string) => `Organization ${name} created`,
    switcher: 'Switch organization',
    switched: 'Organization changed',
    switchTo: (name: string) => `Switch to ${name}`,
    inviteEmail: 'Email address to invite',
    invite: 'Invite',
    invited: (email: string) => `Invitation sent to ${email}`,
    invitedBy: (name: string, organisation: string) => `${name} invites you to join ${organisation}.`,
    addContact: 'Add a contact',
    save: 'Save',
    cancel: 'Cancel',
    contactAdded: 'Contact added',
    contactUpdated: 'Contact updated',
    contactExists: 'This Email Address Already Exists in Your Contacts',
    edit: (email: string) => `Edit ${email}`,
    accountMenu: 'Account menu',
    logOut: 'Log out',
    homeTitle: 'Send your files. Prove they existed.',
  },
} as const

type Language = keyof typeof TEXTS
type Texts = (typeof TEXTS)[Language]

const PASSWORD = 'Correct-Horse-9'

let platform: RunningPlatform
let mailbox: Mailbox
let browser: Browser
const contexts: BrowserContext[] = []
let pageErrors: string[] = []

beforeAll(async () => {
  mailbox = await Mailbox.start()
  platform = await startPlatform({ env: mailbox.env })
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await platform?.stop()
  await mailbox?.close()
})

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()))
  expect(pageErrors).toEqual([])
  pageErrors = []
})

async function newVisitor(texts: Texts): Promise<Page> {
  const context = await browser.newContext({ locale: texts.locale })
  contexts.push(context)
  const page = await context.newPage()
  page.on('pageerror', (error) => pageErrors.push(error.message))
  return page
}

const path = (page: Page) => new URL(page.url()).pathname
const field = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true })
const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true })
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first()

/** Both steps of the sign-up form; the e-mail may be prefilled by an invitation. */
async function signUp(page: Page, texts: Texts, person: { firstname: string; lastname: string; email?: string }) {
  await field(page, texts.firstname).fill(person.firstname)
  await field(page, texts.lastname).fill(person.lastname)
  if (person.email) await field(page, texts.email).fill(person.email)
  await button(page, texts.next).click()
  await field(page, texts.password).fill(PASSWORD)
  await field(page, texts.confirmation).fill(PASSWORD)
  await page.getByLabel(texts.terms).check()
  await button(page, texts.create).click()
}

/** The welcome dialog of a first visit to the dashboard, dismissed (the API keeps that). */
async function dismissWelcome(page: Page, texts: Texts) {
  await button(page, texts.welcomeStart).click()
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
}

async function switchWithSidebar(page: Page, texts: Texts, organisation: string) {
  const nav = page.locator('aside')
  await nav.getByRole('button', { name: texts.switcher }).click()
  await page.getByRole('menuitem', { name: organisation }).click()
  await expect.poll(() => toast(page, texts.switched).isVisible()).toBe(true)
  await expect.poll(() => nav.getByRole('button', { name: texts.switcher }).textContent()).toContain(organisation)
}

describe.each(Object.keys(TEXTS) as Language[])('accounts and organisations in "%s"', (language) => {
  const texts = TEXTS[language]
  const run = randomBytes(4).toString('hex')
  const admin = { firstname: 'Ada', lastname: `Lovelace${run}`, email: `ada-${language}-${run}@example.test` }
  const invitee = { firstname: 'Grace', lastname: `Hopper${run}`, email: `grace-${language}-${run}@example.test` }
  const team = `Atelier ${language} ${run}`
  const at = (canonical: string) => `${platform.url}${texts.prefix}${canonical}`

  it('signs up, confirms, logs in, invites, switches, edits a contact and logs out', async () => {
    // What the pages showed and the platform said, to explain a failure.
    onTestFailed(async () => {
      const pages = contexts.flatMap((context) => context.pages())
      await Promise.all(pages.map((open, index) => open.screenshot({ path: join(tmpdir(), `sceau-accounts-${language}-${index}.png`), fullPage: true })))
      console.error(`Screenshots in ${tmpdir()}/sceau-accounts-${language}-*.png; platform log:\n${platform.logs()}`)
    })
    // Sign up in two steps, then the gate keeps the unconfirmed user on the confirmation page.
    const page = await newVisitor(texts)
    await page.goto(at('/signin'))
    await signUp(page, texts, admin)
    await expect.poll(() => path(page)).toBe(`${texts.prefix}/account/confirmation`)
    await expect.poll(() => page.locator('h1').textContent()).toBe(texts.pleaseConfirm)
    await page.goto(at('/app/spaces'))
    await expect.poll(() => path(page)).toBe(`${texts.prefix}/account/confirmation`)

    // The confirmation mail, in the user's language, confirms the address.
    const confirmLink = await mailbox.link(admin.email, platform.url, '/account/confirm/')
    expect(confirmLink.pathname.startsWith(`${texts.prefix}/account/confirm/`)).toBe(true)
    await page.goto(confirmLink.href)
    await expect.poll(() => page.locator('h1').textContent()).toBe(texts.mailConfirmed)

    // Log in again from a fresh session: a wrong password first, then the right one.
    await page.context().clearCookies()
    await page.goto(at('/login'))
    await field(page, texts.email).fill(admin.email)
    await field(page, texts.password).fill(`${PASSWORD}x`)
    await button(page, texts.logIn).click()
    await expect.poll(() => page.getByRole('alert').first().textContent()).toBe(texts.wrongCredentials)
    await field(page, texts.password).fill(PASSWORD)
    await button(page, texts.logIn).click()
    await expect.poll(() => path(page)).toBe(`${texts.prefix}/app/transfers`)

    // A second organisation; the switcher appears with it.
    await page.goto(at('/app/spaces'))
    await dismissWelcome(page, texts)
    await expect.poll(() => page.locator('aside').getByRole('button', { name: texts.switcher }).count()).toBe(0)
    await field(page, texts.newOrganisation).fill(team)
    await button(page, texts.create).click()
    await expect.poll(() => toast(page, texts.created(team)).isVisible()).toBe(true)
    await expect.poll(() => page.locator('aside').getByRole('button', { name: texts.switcher }).textContent()).toContain(team)

    // Members and the address book need the paid plan: an operator grants it.
    const me = await page.evaluate(() => fetch('/api/v2/users/me').then((response) => response.json()))
    expect(me.organization.name).toBe(team)
    await platform.ace('plan:grant', me.organization.id, 'premium')

    // Invite a member by mail.
    await page.goto(at('/app/members'))
    await field(page, texts.inviteEmail).fill(invitee.email)
    await button(page, texts.invite).click()
    await expect.poll(() => toast(page, texts.invited(invitee.email)).isVisible()).toBe(true)
    await expect.poll(() => page.getByRole('cell', { name: invitee.email, exact: true }).count()).toBe(1)

    // The invitee signs up through the mail's link in another browser and joins.
    const invitationLink = await mailbox.link(invitee.email, platform.url, '/signin?invitation=')
    const guest = await newVisitor(texts)
    await guest.goto(invitationLink.href)
    await expect.poll(() => guest.getByText(texts.invitedBy(`${admin.firstname} ${admin.lastname}`, team)).isVisible()).toBe(true)
    await expect.poll(() => field(guest, texts.email).inputValue()).toBe(invitee.email)
    await signUp(guest, texts, invitee)
    await expect.poll(() => path(guest)).toBe(`${texts.prefix}/app/transfers`)
    await guest.goto(at('/app/spaces'))
    await dismissWelcome(guest, texts)
    const guestSwitcher = guest.locator('aside').getByRole('button', { name: texts.switcher })
    const guestActive = await guestSwitcher.textContent()
    await switchWithSidebar(guest, texts, guestActive?.includes(team) ? `${invitee.firstname} ${invitee.lastname}` : team)

    // The administrator sees the new member, switches to the personal organisation and back.
    await page.goto(at('/app/members'))
    await expect.poll(() => page.getByText(invitee.email, { exact: true }).count()).toBeGreaterThan(0)
    await switchWithSidebar(page, texts, `${admin.firstname} ${admin.lastname}`)
    await page.goto(at('/app/spaces'))
    await button(page, texts.switchTo(team)).click()
    await expect.poll(() => page.locator('aside').getByRole('button', { name: texts.switcher }).textContent()).toContain(team)

    // Address book: add, refuse a duplicate, edit.
    const contact = `bob-${run}@example.test`
    await page.goto(at('/app/books'))
    await button(page, texts.addContact).click()
    const dialog = page.getByRole('dialog')
    await field(dialog, texts.email).fill(contact)
    await field(dialog, texts.firstname).fill('Bob')
    await button(dialog, texts.save).click()
    await expect.poll(() => toast(page, texts.contactAdded).isVisible()).toBe(true)
    await expect.poll(() => page.getByRole('cell', { name: contact, exact: true }).count()).toBe(1)
    await button(page, texts.addContact).click()
    await field(dialog, texts.email).fill(contact.toUpperCase())
    await button(dialog, texts.save).click()
    await expect.poll(() => dialog.getByText(texts.contactExists, { exact: true }).isVisible()).toBe(true)
    await button(dialog, texts.cancel).click()
    await page.getByRole('button', { name: texts.edit(contact), exact: true }).click()
    await field(dialog, texts.firstname).fill('Robert')
    await button(dialog, texts.save).click()
    await expect.poll(() => toast(page, texts.contactUpdated).isVisible()).toBe(true)
    await expect.poll(() => page.getByRole('cell', { name: 'Robert', exact: true }).count()).toBe(1)

    // Log out to the home page of the language; the dashboard then asks to log in.
    await page.getByRole('button', { name: texts.accountMenu }).click()
    await page.getByRole('menuitem', { name: texts.logOut }).click()
    await expect.poll(() => path(page)).toBe(texts.prefix || '/')
    await expect.poll(() => page.locator('h1').textContent()).toBe(texts.homeTitle)
    await page.goto(at('/app/books'))
    await expect.poll(() => path(page)).toBe(`${texts.prefix}/login`)
  }, 180_000)
})
