import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp, reply } from '../test/renderApp'
import { SESSION_QUERY_KEY } from '../session/useSession'

const anonymous = { 'GET /users/me': reply(401, { error: { code: 'E_UNAUTHENTICATED', message: 'Log in' } }) }
const fieldErrors = (fields: Record<string, string>) => reply(422, { error: { code: 'E_VALIDATION', message: 'Invalid', fields } })
const newUser = { id: 'u9', email: 'ada@example.org', firstname: 'Ada', lastname: 'Lovelace', mailConfirmed: false, permissions: {} }

describe('sign-up in two steps', () => {
  it('checks step one, says when the address is taken, then creates the account and waits for the confirmation', async () => {
    let created: Record<string, unknown> | undefined
    const { user, router } = await renderApp('/en/signin', {
      api: {
        ...anonymous,
        'POST /users/email-availability': async (request) =>
          (await request.clone().json()).email === 'taken@example.org' ? fieldErrors({ email: 'Email already in use' }) : reply(200, { available: true }),
        'POST /users': async (request) => {
          created = await request.json()
          return reply(201, newUser)
        },
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Next' }))
    expect(screen.getAllByText('Required field')).toHaveLength(2)
    expect(screen.getByText('Please enter an email address')).toBeTruthy()

    await user.type(screen.getByLabelText('First name'), 'Ada')
    await user.type(screen.getByLabelText('Last name'), 'Lovelace')
    await user.type(screen.getByLabelText('Email address'), 'taken@example.org')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('Email already in use')).toBeTruthy()
    expect(screen.getByLabelText('Email address').getAttribute('aria-invalid')).toBe('true')

    await user.clear(screen.getByLabelText('Email address'))
    await user.type(screen.getByLabelText('Email address'), 'ada@example.org')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    const password = await screen.findByLabelText('Password')
    await user.click(screen.getByRole('button', { name: 'Create' }))
    expect(screen.getByText('Enter a password')).toBeTruthy()
    expect(screen.getByText('The terms must be accepted')).toBeTruthy()

    await user.type(password, 'abcdefgh')
    expect(screen.getByText('At least 8 characters').closest('li')?.textContent).toContain('(met)')
    expect(screen.getByText('One uppercase letter').closest('li')?.textContent).toContain('(not met yet)')
    await user.click(screen.getByRole('button', { name: 'Create' }))
    expect(screen.getByText('Password conditions not met')).toBeTruthy()

    await user.clear(password)
    await user.type(password, 'Abcdefg1')
    await user.type(screen.getByLabelText('Confirm the password'), 'Abcdefg2')
    await user.click(screen.getByRole('checkbox', { name: /I accept the/ }))
    await user.click(screen.getByRole('button', { name: 'Create' }))
    expect(screen.getByText('Both passwords must match')).toBeTruthy()
    expect(created).toBeUndefined()

    await user.clear(screen.getByLabelText('Confirm the password'))
    await user.type(screen.getByLabelText('Confirm the password'), 'Abcdefg1')
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }))
    await user.click(screen.getByRole('button', { name: 'Create' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/account/confirmation'))
    expect(created).toEqual({
      firstname: 'Ada',
      lastname: 'Lovelace',
      email: 'ada@example.org',
      password: 'Abcdefg1',
      passwordConfirmation: 'Abcdefg1',
      terms: true,
      remember: true,
      locale: 'en',
    })
    expect(await screen.findByRole('heading', { name: 'Please confirm your account' })).toBeTruthy()
    expect(localStorage.getItem('sceau.terms-accepted')).toBe('true')
  })

  it('goes back to step one when the API refuses a step-one field at creation', async () => {
    const { user } = await renderApp('/en/signin', {
      api: { ...anonymous, 'POST /users/email-availability': reply(200, { available: true }), 'POST /users': fieldErrors({ email: 'Email already in use' }) },
    })
    await user.type(await screen.findByLabelText('First name'), 'Ada')
    await user.type(screen.getByLabelText('Last name'), 'Lovelace')
    await user.type(screen.getByLabelText('Email address'), 'ada@example.org')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await user.type(await screen.findByLabelText('Password'), 'Abcdefg1')
    await user.type(screen.getByLabelText('Confirm the password'), 'Abcdefg1')
    await user.click(screen.getByRole('checkbox', { name: /I accept the/ }))
    await user.click(screen.getByRole('button', { name: 'Create' }))
    expect(await screen.findByText('Email already in use')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy()
  })

  it('joins the organisation of an invitation link: the address is filled and the token sent', async () => {
    let body: Record<string, unknown> | undefined
    const { user, router } = await renderApp('/signin?invitation=tok1', {
      api: {
        ...anonymous,
        'GET /invitations/tok1': reply(200, {
          id: 'i1',
          email: 'grace@example.org',
          organization: { id: 'o2', name: 'Atelier' },
          invitedBy: { firstname: 'Ada', lastname: 'Lovelace' },
          sentAt: '',
          expiresAt: '',
          accountExists: false,
        }),
        'POST /users/email-availability': reply(200, { available: true }),
        'POST /users': async (request) => {
          body = await request.json()
          return reply(201, { ...newUser, email: 'grace@example.org', mailConfirmed: true })
        },
      },
    })
    expect(await screen.findByText('Ada Lovelace vous invite à rejoindre Atelier.')).toBeTruthy()
    await waitFor(() => expect((screen.getByLabelText('Adresse e-mail') as HTMLInputElement).value).toBe('grace@example.org'))
    await user.type(screen.getByLabelText('Prénom'), 'Grace')
    await user.type(screen.getByLabelText('Nom'), 'Hopper')
    await user.click(screen.getByRole('button', { name: 'Suivant' }))
    await user.type(await screen.findByLabelText('Mot de passe'), 'Abcdefg1')
    await user.type(screen.getByLabelText('Confirmez le mot de passe'), 'Abcdefg1')
    await user.click(screen.getByRole('checkbox', { name: /J’accepte les/ }))
    await user.click(screen.getByRole('button', { name: 'Créer' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/transfers'))
    expect(body).toMatchObject({ email: 'grace@example.org', invitation: 'tok1', locale: 'fr' })
  })
})

describe('login', () => {
  it('says "Incorrect email or password", then the lockout with its retry time, then logs in to /app/transfers', async () => {
    let attempts = 0
    const { user, router } = await renderApp('/en/login', {
      api: {
        ...anonymous,
        'POST /users/sessions': () => {
          attempts += 1
          if (attempts === 1) return reply(400, { error: { code: 'E_INVALID_CREDENTIALS', message: 'Incorrect email or password' } })
          if (attempts === 2) return reply(429, { error: { code: 'E_TOO_MANY_REQUESTS', message: 'Too many attempts. Try again in 15 minutes.' } })
          return reply(200, { user: { ...newUser, mailConfirmed: true } })
        },
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Log in' }))
    expect(screen.getByText('Please enter an email address')).toBeTruthy()
    expect(screen.getByText('Enter a password')).toBeTruthy()
    expect(attempts).toBe(0)
    await user.type(screen.getByLabelText('Email address'), 'ada@example.org')
    await user.type(screen.getByLabelText('Password'), 'wrong')
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    expect((await screen.findByText('Incorrect email or password')).getAttribute('role')).toBe('alert')
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    expect((await screen.findByText('Too many attempts. Try again in 15 minutes.')).getAttribute('role')).toBe('alert')
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/app/transfers'))
  })

  it('accepts the invitation it came with after logging in', async () => {
    const { user, requests } = await renderApp('/en/login?invitation=tok2', {
      api: {
        ...anonymous,
        'GET /invitations/tok2': reply(200, {
          id: 'i2',
          email: 'ada@example.org',
          organization: { id: 'o2', name: 'Atelier' },
          invitedBy: null,
          sentAt: '',
          expiresAt: '',
          accountExists: true,
        }),
        'POST /users/sessions': reply(200, { user: { ...newUser, mailConfirmed: true } }),
        'POST /invitations/tok2/accept': reply(200, { organization: { id: 'o2', name: 'Atelier' } }),
      },
    })
    expect(await screen.findByText('You are invited to join Atelier.')).toBeTruthy()
    await user.type(screen.getByLabelText('Email address'), 'ada@example.org')
    await user.type(screen.getByLabelText('Password'), 'Abcdefg1')
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByText('You joined Atelier')).toBeTruthy()
    expect(requests.some((request) => request.method === 'POST' && request.url.endsWith('/invitations/tok2/accept'))).toBe(true)
  })
})

describe('mail confirmation and password reset links', () => {
  it('lets a user in whose mail was confirmed in another tab, although this tab kept them unconfirmed', async () => {
    let confirmed = false
    const { router, queryClient } = await renderApp('/en/account/confirmation', {
      api: {
        'GET /users/me': () => reply(200, { ...newUser, mailConfirmed: confirmed }),
        'GET /transfer/transfers': reply(200, { data: [], meta: { currentPage: 1, lastPage: 1, total: 0 } }),
      },
    })
    expect(await screen.findByRole('heading', { name: 'Please confirm your account' })).toBeTruthy()
    // The mail link is opened in another tab; a while later, this tab goes to the app.
    confirmed = true
    queryClient.setQueryData(SESSION_QUERY_KEY, { ...newUser, mailConfirmed: false }, { updatedAt: Date.now() - 30_000 })
    await router.navigate('/en/app/transfers')
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/app/transfers'))
    await new Promise((settled) => setTimeout(settled, 100))
    expect(router.state.location.pathname).toBe('/en/app/transfers')
  })

  it('confirms the mail once', async () => {
    const { requests } = await renderApp('/en/account/confirm/abc', { api: { ...anonymous, 'POST /users/confirmation': reply(200, { mailConfirmed: true }) } })
    expect(await screen.findByRole('heading', { name: 'Email address confirmed' })).toBeTruthy()
    expect(requests.filter((request) => request.url.endsWith('/users/confirmation'))).toHaveLength(1)
  })

  it('shows "Request expired" for a used link, with a way to get another', async () => {
    await renderApp('/en/account/confirm/used', {
      api: { ...anonymous, 'POST /users/confirmation': reply(410, { error: { code: 'E_REQUEST_EXPIRED', message: 'Request expired' } }) },
    })
    expect(await screen.findByRole('heading', { name: 'Request expired' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Get a new link' }).getAttribute('href')).toBe('/en/account/confirmation')
  })

  it('resends the confirmation mail and shows the rate limit', async () => {
    let calls = 0
    const { user } = await renderApp('/en/account/confirmation', {
      api: {
        'GET /users/me': reply(200, newUser),
        'POST /users/confirmation/resend': () =>
          ++calls === 1
            ? reply(202, { sent: true })
            : reply(429, { error: { code: 'E_TOO_MANY_REQUESTS', message: 'Too many attempts. Try again in 8 minutes.' } }),
      },
    })
    expect(await screen.findByText(/We sent a confirmation link to ada@example.org/)).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Send the email again' }))
    expect(await screen.findByText('Email sent')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Send the email again' }))
    expect((await screen.findByText('Too many attempts. Try again in 8 minutes.')).getAttribute('role')).toBe('alert')
  })

  it('asks for the e-mail, then says a mail was sent', async () => {
    const { user } = await renderApp('/en/forgot-password', { api: { ...anonymous, 'POST /users/password-resets': reply(202, { sent: true }) } })
    await user.click(await screen.findByRole('button', { name: 'Send the link' }))
    expect(screen.getByText('Please enter an email address')).toBeTruthy()
    await user.type(screen.getByLabelText('Email address'), 'ada@example.org')
    await user.click(screen.getByRole('button', { name: 'Send the link' }))
    expect(await screen.findByRole('heading', { name: 'Email sent' })).toBeTruthy()
  })

  it('sets a new password from a valid link, and says "Request expired" for an old one', async () => {
    const { user, router } = await renderApp('/en/account/new-password/good', {
      api: { ...anonymous, 'GET /users/password-resets/good': reply(200, { valid: true, expiresAt: '' }), 'PUT /users/password-resets/good': reply(204) },
    })
    await user.type(await screen.findByLabelText('Password'), 'Abcdefg1')
    await user.type(screen.getByLabelText('Confirm the password'), 'Abcdefg1')
    await user.click(screen.getByRole('button', { name: 'Change the password' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'))
    expect(await screen.findByText('Password changed')).toBeTruthy()
  })

  it('shows "Request expired" for an unknown reset link', async () => {
    await renderApp('/en/account/new-password/old', {
      api: { ...anonymous, 'GET /users/password-resets/old': reply(410, { error: { code: 'E_REQUEST_EXPIRED', message: 'Request expired' } }) },
    })
    expect(await screen.findByRole('heading', { name: 'Request expired' })).toBeTruthy()
  })
})

describe('the access gate on logged-in pages (docs/product.md §4)', () => {
  it('sends an unconfirmed user to the confirmation page', async () => {
    const { router } = await renderApp('/en/app/books', { api: { 'GET /users/me': reply(200, newUser) } })
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/account/confirmation'))
  })

  it('sends a cac user without premium to /cac/subscriptions', async () => {
    const { router } = await renderApp('/app/books', {
      api: { 'GET /users/me': reply(200, { ...newUser, mailConfirmed: true, userType: 'cac', premium: false }) },
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/cac/subscriptions'))
  })

  it('sends anonymous visitors to the login page of their language', async () => {
    const { router } = await renderApp('/it/app/account', { api: anonymous })
    await waitFor(() => expect(router.state.location.pathname).toBe('/it/login'))
  })
})

describe('login modal of the transfer page', () => {
  it('logs in without leaving the page', async () => {
    const { user, router } = await renderApp('/en/transfer', {
      api: { ...anonymous, 'POST /users/sessions': reply(200, { user: { ...newUser, mailConfirmed: true } }) },
    })
    await user.click(await screen.findByRole('button', { name: 'Log in' }))
    const dialog = await screen.findByRole('dialog', { name: 'Log in to send more' })
    await user.type(within(dialog).getByLabelText('Email address'), 'ada@example.org')
    await user.type(within(dialog).getByLabelText('Password'), 'Abcdefg1')
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(router.state.location.pathname).toBe('/en/transfer')
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull()
  })
})
