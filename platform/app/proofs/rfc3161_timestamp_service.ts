import { readFile } from 'node:fs/promises'
import type { TimeStampRequest } from '@sceau/proof'
import { BaseTimestampService } from './base_timestamp_service.js'
import { postTimestampQuery, type Rfc3161ClientOptions } from './rfc3161_client.js'
import type { TimestampLog } from './timestamp_log.js'

/** TSA_ROOTS is inline PEM or the path of a PEM file. */
export async function readRootsPem(value: string): Promise<string[]> {
  const pem = value.includes('-----BEGIN') ? value : await readFile(value, 'utf8')
  const blocks = pem.match(/-----BEGIN CERTIFICATE-----[\s\S]*?-----END CERTIFICATE-----/g) ?? []
  if (!blocks.length) throw new Error('TSA_ROOTS holds no PEM certificate')
  return blocks.map((block) => `${block}\n`)
}

/** A (qualified) TSA over HTTP: its tokens are accepted only once they verify against TSA_ROOTS. */
export class Rfc3161TimestampService extends BaseTimestampService {
  readonly driver = 'rfc3161' as const
  #roots: Promise<string[]> | null = null

  /** `qualified` is the operator's statement about TSA_URL (TSA_QUALIFIED, true by default). */
  constructor(
    log: TimestampLog,
    private client: Rfc3161ClientOptions,
    private rootsSource: string,
    readonly qualified = true
  ) {
    super(log)
  }

  protected async obtain(request: TimeStampRequest) {
    return { response: await postTimestampQuery(request.der, this.client) }
  }

  protected roots() {
    this.#roots ??= readRootsPem(this.rootsSource).catch((error) => {
      this.#roots = null
      throw error
    })
    return this.#roots
  }
}
