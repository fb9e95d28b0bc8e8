import { randomBytes } from 'node:crypto'

/** A name no other test, suite run or developer on this machine uses: pid + random. */
export function uniqueName(label: string) {
  return `${label}-${process.pid}-${randomBytes(4).toString('hex')}`
}

/** A fresh address no other test or run uses. */
export function uniqueEmail(label = 'user') {
  return `${uniqueName(label)}@example.org`.toLowerCase()
}
