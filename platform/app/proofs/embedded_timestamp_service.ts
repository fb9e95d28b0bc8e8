import { createTsaSigner, requestFields, type TimeStampRequest, type TsaCredentials, type TsaSigner } from '@sceau/proof'
import { BaseTimestampService } from './base_timestamp_service.js'
import type { TimestampLog } from './timestamp_log.js'

/** The default driver: an RFC 3161 TSA inside the platform, with its generated CA ("timestamp not qualified"). */
export class EmbeddedTimestampService extends BaseTimestampService {
  readonly driver = 'embedded' as const
  readonly qualified = false
  #ready: Promise<{ credentials: TsaCredentials; signer: TsaSigner }> | null = null

  /** `credentials` loads (or creates, on first start) the CA and TSA key shared by every process. */
  constructor(
    log: TimestampLog,
    private credentials: () => Promise<TsaCredentials>
  ) {
    super(log)
  }

  #load() {
    this.#ready ??= (async () => {
      const credentials = await this.credentials()
      const signer = await createTsaSigner({ certificatePem: credentials.tsa.certificatePem, privateKeyPem: credentials.tsa.privateKeyPem })
      return { credentials, signer }
    })().catch((error) => {
      this.#ready = null // a database not migrated yet, say: try again next time
      throw error
    })
    return this.#ready
  }

  /** The request was built in this process: the signer takes its fields as they are, without parsing its DER again. */
  protected async obtain(request: TimeStampRequest) {
    const { signer } = await this.#load()
    return { response: (await signer.signRequest(requestFields(request))).response }
  }

  protected async roots() {
    return [(await this.#load()).credentials.root.certificatePem]
  }

  /** The TSA certificate (PEM), for operators (`node ace tsa:info`). */
  async tsaCertificatePem() {
    return (await this.#load()).credentials.tsa.certificatePem
  }
}
