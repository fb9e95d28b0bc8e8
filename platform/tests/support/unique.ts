import { randomBytes } from 'node:crypto'

/** A name no other test, suite run or developer on this machine uses: pid + random. */
export function uniqueName(label: string) {
  return `${label}-${process.pid}-${randomBytes(4).toString('hex')}`
}
