import { TimestampError, TimestampService, type IssuedTimestamp, type TimestampOptions, type TimestampVerificationSummary } from '@sceau/plugin-sdk/server'
import {
  archiveImprint,
  createTimeStampRequest,
  toHex,
  toPem,
  verifyTimestamp,
  verifyTimestampChain,
  verifyTimestampResponse,
  type TimeStampRequest,
  type TimestampVerification,
} from '@sceau/proof'
import type { TimestampLog } from './timestamp_log.js'

/** A DER TimeStampResp for a request, from whichever TSA the driver talks to. */
export interface ObtainedResponse {
  response: Uint8Array
}

export function summarise(verification: TimestampVerification): TimestampVerificationSummary {
  return {
    ok: verification.ok,
    checks: Object.fromEntries(Object.entries(verification.checks).map(([name, check]) => [name, { ...check }])),
    ...(verification.tstInfo ? { genTime: verification.tstInfo.genTime } : {}),
    ...(verification.signer ? { signer: verification.signer.subject, signerNotAfter: verification.signer.notAfter } : {}),
  }
}

function failedChecks(verification: TimestampVerification) {
  return Object.entries(verification.checks)
    .filter(([, check]) => !check.ok)
    .map(([name, check]) => `${name}: ${check.reason}`)
    .join('; ')
}

/**
 * What both drivers share: build the request, verify the TSA's answer against the configured roots
 * before accepting it (nonce and imprint included), log the token, and verify tokens later.
 */
export abstract class BaseTimestampService extends TimestampService {
  constructor(protected log: TimestampLog) {
    super()
  }

  /** Sends the TimeStampReq (its DER, `request.der`) to the TSA and returns its DER TimeStampResp. */
  protected abstract obtain(request: TimeStampRequest): Promise<ObtainedResponse>
  /** Trusted roots, as PEM blocks. */
  protected abstract roots(): Promise<string[]>

  async trustedRootsPem() {
    return (await this.roots()).map((pem) => pem.trim()).join('\n') + '\n'
  }

  timestamp(sha256: Uint8Array, options?: TimestampOptions) {
    return this.#issue(sha256, false, options)
  }

  timestampChain(previousToken: Uint8Array, options?: TimestampOptions) {
    return this.#issue(archiveImprint(previousToken), true, options)
  }

  async verify(token: Uint8Array, sha256: Uint8Array) {
    return summarise(await verifyTimestamp(token, { imprint: sha256, trustedRoots: await this.roots() }))
  }

  async verifyChain(tokens: Uint8Array[], sha256: Uint8Array) {
    const chain = await verifyTimestampChain(tokens, { imprint: sha256, trustedRoots: await this.roots() })
    const links = chain.links.map((link) => {
      const summary = summarise(link.verification)
      return { ...summary, ok: summary.ok && link.renewal.ok, checks: { ...summary.checks, renewal: { ...link.renewal } } }
    })
    const last = links[links.length - 1]
    return { ...(last ?? { checks: {} }), ok: chain.ok, links }
  }

  async #issue(imprint: Uint8Array, archive: boolean, options?: TimestampOptions): Promise<IssuedTimestamp> {
    if (imprint.length !== 32) throw new RangeError('A SHA-256 is 32 bytes')
    const request = createTimeStampRequest(imprint)
    const { response } = await this.obtain(request)
    const roots = await this.roots()
    const verification = await verifyTimestampResponse(response, { imprint, nonce: request.nonce, trustedRoots: roots })
    if (!verification.ok || !verification.token || !verification.tstInfo) {
      const refused = verification.checks.status && !verification.checks.status.ok
      throw new TimestampError(refused ? 'tsa_refused' : 'token_invalid', `TSA token refused: ${failedChecks(verification)}`)
    }
    const info = verification.tstInfo
    const issued = {
      token: verification.token,
      imprint: new Uint8Array(imprint),
      genTime: info.genTime,
      serial: info.serial.toString(16),
      policy: info.policy,
      tsaName: info.tsaName ?? null,
      // The chain as verified: TSA certificate first, trusted root last.
      chainPem: (verification.chain ?? []).map((der) => toPem('CERTIFICATE', der)).join(''),
      qualified: this.qualified,
      verification: summarise(verification),
    }
    const id = await this.log.record(
      {
        driver: this.driver,
        imprintHex: toHex(imprint),
        serial: issued.serial,
        genTime: issued.genTime,
        policy: issued.policy,
        tsaName: issued.tsaName,
        token: issued.token,
        archive,
      },
      options
    )
    return { id, ...issued }
  }
}
