/* The consignment plugin's shared half: its API shapes (types.ts) and the events it adds to the platform's (events.ts). */
export * from './types.js'
export { DECODE_FAILURES } from './decodeFailures.js'
export { decodedView } from './decodedView.js'

export type * from './events.js'

export { PERMISSIONS } from './permissions.js'
