/* @sceau/embed/react: <SceauDeposit deposit="…" lang="en" /> for React apps, a thin @lit/react wrapper. */
import * as React from 'react'
import { createComponent, type EventName } from '@lit/react'
import { SceauDepositElement, STATE_CHANGE_EVENT, TAG_NAME, type StateChangeDetail } from '@sceau/embed'

export const SceauDeposit = createComponent({
  tagName: TAG_NAME,
  elementClass: SceauDepositElement,
  react: React,
  events: {
    onStateChange: STATE_CHANGE_EVENT as EventName<CustomEvent<StateChangeDetail>>,
  },
})

export type { DepositSummary, DepositState, StateChangeDetail } from '@sceau/embed'
