/*
 * An in-memory stand-in for the few WebExtension calls the popup makes, for unit tests where no
 * browser runs. The real API is exercised by extension.browser.test.ts in Chromium.
 */
import { deflateSync, crc32 } from 'node:zlib'
import type { Storage, Tabs } from 'webextension-polyfill'
import type { ExtensionApi } from '../src/lib/extensionApi'

type ChangeListener = (changes: Record<string, Storage.StorageChange>, area: string) => void

export interface FakeBrowserOptions {
  tab?: Partial<Tabs.Tab> | null
  uiLanguage?: string
  storage?: Record<string, unknown>
  /** What permissions.request answers (the user's choice in the browser's prompt). */
  grantPermissions?: boolean
}

export function fakeBrowser(options: FakeBrowserOptions = {}) {
  const store = new Map(Object.entries(options.storage ?? {}))
  const listeners = new Set<ChangeListener>()
  const queries: Tabs.QueryQueryInfoType[] = []
  const created: Tabs.CreateCreatePropertiesType[] = []
  const permissionRequests: unknown[] = []
  const tabOf = () => ({ index: 0, highlighted: true, active: true, pinned: false, incognito: false, id: 7, windowId: 3, ...options.tab })

  const api: ExtensionApi = {
    tabs: {
      async query(queryInfo) {
        queries.push(queryInfo)
        if (options.tab === null) return []
        return [tabOf()]
      },
      async get(tabId: number) {
        if (options.tab === null || tabOf().id !== tabId) throw new Error(`No tab with id: ${tabId}.`)
        return tabOf()
      },
      async create(properties: Tabs.CreateCreatePropertiesType) {
        created.push(properties)
        return { ...tabOf(), id: 99, url: properties.url }
      },
    } as ExtensionApi['tabs'],
    storage: {
      local: {
        async get(keys?: null | string | string[] | Record<string, unknown>) {
          const wanted = keys == null ? [...store.keys()] : typeof keys === 'string' ? [keys] : Array.isArray(keys) ? keys : Object.keys(keys)
          return Object.fromEntries(wanted.filter((key) => store.has(key)).map((key) => [key, store.get(key)]))
        },
        async set(items: Record<string, unknown>) {
          for (const [key, value] of Object.entries(items)) setStored(key, value)
        },
        async remove(keys: string | string[]) {
          for (const key of typeof keys === 'string' ? [keys] : keys) if (store.has(key)) setStored(key, undefined)
        },
      },
      onChanged: {
        addListener: (listener: ChangeListener) => void listeners.add(listener),
        removeListener: (listener: ChangeListener) => void listeners.delete(listener),
      } as ExtensionApi['storage']['onChanged'],
    },
    i18n: { getUILanguage: () => options.uiLanguage ?? 'fr' },
    permissions: {
      async request(permissions: unknown) {
        permissionRequests.push(permissions)
        return options.grantPermissions ?? true
      },
    } as ExtensionApi['permissions'],
  }

  /** Writes to storage.local and notifies listeners, as the browser does. */
  function setStored(key: string, value: unknown, area = 'local') {
    const oldValue = store.get(key)
    if (area === 'local') {
      if (value === undefined) store.delete(key)
      else store.set(key, value)
    }
    for (const listener of listeners) listener({ [key]: { oldValue, newValue: value } }, area)
  }

  return { api, setStored, store, queries, created, permissionRequests, listeners }
}

/** A real PNG file (width x height, one colour), as the browser's screenshots are. */
export function pngBytes(width = 4, height = 3, rgba: [number, number, number, number] = [29, 78, 216, 255]): Buffer {
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgba).flat())])
  const raw = Buffer.concat(Array.from({ length: height }, () => row))
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8
  header[9] = 6
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

export function pngDataUrl(bytes: Buffer = pngBytes()): string {
  return `data:image/png;base64,${bytes.toString('base64')}`
}
