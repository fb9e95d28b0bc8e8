import { Readable } from 'node:stream'
import { KeyNormalizer, type Disk } from '@adonisjs/drive'
import { StorageService, type StoredObject } from '@sceau/plugin-sdk/server'
import type { StreamWriter } from './s3_stream_writer.js'
import type { RangeReader } from './storage_ranges.js'

/** StorageService on a Drive disk: the fs disk by default, the s3 disk when S3_BUCKET is set. */
export class DriveStorageService extends StorageService {
  #keys = new KeyNormalizer()

  constructor(
    readonly driver: 'fs' | 's3',
    private disk: Disk,
    /** Drive has no ranged read, and its fs stream fails late on a missing key: each driver supplies a reader. */
    private reader: RangeReader,
    /** Streams of unknown length, when Drive's own write cannot take them (S3: multipart instead of one PutObject). */
    private streamWriter?: StreamWriter
  ) {
    super()
  }

  async put(key: string, contents: Uint8Array | string | Readable, options: { contentType?: string } = {}) {
    const meta = options.contentType ? { contentType: options.contentType } : {}
    if (contents instanceof Readable && this.streamWriter) await this.streamWriter(this.#keys.normalize(key), contents, meta)
    else if (contents instanceof Readable) await this.disk.putStream(key, contents, meta)
    else await this.disk.put(key, contents, meta)
  }

  async getStream(key: string, range?: { start: number; end: number }) {
    // The reader bypasses Drive: normalise the key the way Drive does (same object, no "..").
    return this.reader(this.#keys.normalize(key), range)
  }

  getBytes(key: string) {
    return this.disk.getBytes(key)
  }

  exists(key: string) {
    return this.disk.exists(key)
  }

  async stat(key: string): Promise<StoredObject> {
    const meta = await this.disk.getMetaData(key)
    return { key, size: meta.contentLength, contentType: meta.contentType }
  }

  delete(key: string) {
    return this.disk.delete(key)
  }

  deleteAll(prefix: string) {
    return this.disk.deleteAll(prefix)
  }
}
