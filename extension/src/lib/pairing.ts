/*
 * Pairing without a password: the popup opens `${instance}/app/integrations?pair=extension`; the
 * web app creates a personal access token for the extension and posts it to its own window
 * (`window.postMessage({ type: 'sceau:extension-token', token, name }, location.origin)`). The
 * background injects a listener into that tab only (host permission asked for the instance origin,
 * optional_host_permissions); the listener checks the message comes from the page itself on the
 * instance's origin and forwards it; the background checks the sender's origin again, asks
 * GET /users/me with the token and stores it.
 */
import { accountState, storeToken, type TokenStorage } from './account'
import { readInstance, type SettingsStorage } from './settings'

export const TOKEN_MESSAGE = 'sceau:extension-token'
/** Posted by the listener once installed (and in answer to the page's hello): a page that posted before it can post again. */
export const READY_MESSAGE = 'sceau:extension-ready'
/** Posted by the page to ask whether an extension listens. */
export const HELLO_MESSAGE = 'sceau:extension-hello'
/** Posted by the listener once the background kept (or refused) the token: only then may the page say "connected". */
export const PAIRED_MESSAGE = 'sceau:extension-paired'

export interface TokenMessage {
  type: typeof TOKEN_MESSAGE
  token: string
  name: string
}

export function isPairingPage(rawUrl: string | undefined, instance: string): boolean {
  if (!rawUrl) return false
  try {
    const url = new URL(rawUrl)
    // French at the root, the other languages under /en, /es, /it, /pt (the web app's routes).
    return url.origin === instance && /^(\/(en|es|it|pt))?\/app\/integrations\/?$/.test(url.pathname) && url.searchParams.get('pair') === 'extension'
  } catch {
    return false
  }
}

/**
 * Runs inside the pairing tab (injected with scripting.executeScript, isolated world): forwards the
 * page's token message to the extension. Self-contained: it is serialised into the page.
 */
export function listenForToken(origin: string): void {
  const marker = '__sceauPairingListener'
  const scope = window as unknown as Record<string, unknown>
  if (!scope[marker]) {
    scope[marker] = true
    window.addEventListener('message', (event: MessageEvent) => {
      if (event.source !== window || event.origin !== origin || location.origin !== origin) return
      const data = event.data as { type?: unknown; token?: unknown; name?: unknown } | null
      if (data?.type === 'sceau:extension-hello') return window.postMessage({ type: 'sceau:extension-ready' }, origin)
      if (!data || data.type !== 'sceau:extension-token' || typeof data.token !== 'string' || !data.token) return
      // The background's answer (kept once GET /users/me knows the token, or why not) goes back to the page.
      void Promise.resolve(
        chrome.runtime.sendMessage({ type: 'sceau:extension-token', token: data.token, name: typeof data.name === 'string' ? data.name : '' })
      ).then(
        (answer: { ok?: boolean; reason?: string } | undefined) =>
          window.postMessage({ type: 'sceau:extension-paired', ok: answer?.ok === true, reason: answer?.ok ? null : (answer?.reason ?? 'noAnswer') }, origin),
        () => window.postMessage({ type: 'sceau:extension-paired', ok: false, reason: 'noAnswer' }, origin)
      )
    })
  }
  window.postMessage({ type: 'sceau:extension-ready' }, origin)
}

export interface PairingSender {
  url?: string
  origin?: string
  tab?: { id?: number; url?: string }
}

export type PairingAnswer = { ok: true; name: string } | { ok: false; reason: 'notPairing' | 'wrongOrigin' | 'badToken' | 'unreachable' }

export function isTokenMessage(message: unknown): message is TokenMessage {
  const data = message as Partial<TokenMessage> | null
  return !!data && data.type === TOKEN_MESSAGE && typeof data.token === 'string' && data.token.length > 0 && data.token.length < 4096
}

/**
 * The background's side: a token message is only accepted from a page of the configured instance,
 * and only when the instance knows the token (GET /users/me). Anything else changes nothing.
 */
export async function acceptToken(
  message: unknown,
  sender: PairingSender,
  deps: { storage: TokenStorage & SettingsStorage; fetch?: typeof fetch }
): Promise<PairingAnswer> {
  if (!isTokenMessage(message)) return { ok: false, reason: 'notPairing' }
  const instance = await readInstance(deps.storage)
  const from = sender.origin ?? originOf(sender.url) ?? originOf(sender.tab?.url)
  if (from !== instance) return { ok: false, reason: 'wrongOrigin' }
  const state = await accountState(instance, message.token, deps.fetch)
  if (state.status === 'connected') {
    await storeToken(deps.storage, message.token, state.name)
    return { ok: true, name: state.name }
  }
  return { ok: false, reason: state.status === 'unreachable' ? 'unreachable' : 'badToken' }
}

function originOf(raw: string | undefined): string | null {
  if (!raw) return null
  try {
    return new URL(raw).origin
  } catch {
    return null
  }
}
