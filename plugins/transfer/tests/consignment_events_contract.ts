/*
 * Compiled by the typecheck step, never run: consignment's events reach this plugin typed through
 * `@sceau/plugin-consignment/events` alone (docs/adr/0001), and a wrong name or payload does not
 * compile (each @ts-expect-error fails the check the day the error it expects disappears).
 */
import type { EventBus } from '@sceau/plugin-sdk/server'
import type {} from '@sceau/plugin-consignment/events'

export function consignmentEventsAreTyped(events: EventBus) {
  events.on('consignment:sealed', (payload) => {
    const total: number = payload.organisationId + payload.files
    // @ts-expect-error the deposit number is a string
    const number: number = payload.number
    void [total, number]
  })
  events.on('consignment:transfer-requested', (payload) => {
    // @ts-expect-error recipients are e-mail addresses
    const first: number = payload.recipients[0]!
    void first
  })
  // @ts-expect-error files is a count
  void events.emit('consignment:sealed', { id: 'd1', organisationId: 1, number: 'D-1', files: '2' })
  // @ts-expect-error organisationId is required
  void events.emit('consignment:sealed', { id: 'd1', number: 'D-1', files: 2 })
  // @ts-expect-error no such event
  void events.emit('consignment:seald', { id: 'd1' })
}
