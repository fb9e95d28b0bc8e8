/* @sceau/embed/react: <SceauDeposit deposit="…" size="banner" theme="auto" lang="en" /> for React apps, a thin @lit/react wrapper. */
import * as React from 'react'
import { createComponent, type EventName } from '@lit/react'
import {
  FILE_CHECK_EVENT,
  PROOF_CHECK_EVENT,
  SceauDepositElement,
  STATE_CHANGE_EVENT,
  TAG_NAME,
  type FileCheckDetail,
  type ProofCheckDetail,
  type StateChangeDetail,
} from '@sceau/embed'

export const SceauDeposit = createComponent({
  tagName: TAG_NAME,
  elementClass: SceauDepositElement,
  react: React,
  events: {
    onStateChange: STATE_CHANGE_EVENT as EventName<CustomEvent<StateChangeDetail>>,
    onFileCheck: FILE_CHECK_EVENT as EventName<CustomEvent<FileCheckDetail>>,
    onProofCheck: PROOF_CHECK_EVENT as EventName<CustomEvent<ProofCheckDetail>>,
  },
})

export type {
  BadgeSize,
  BadgeTheme,
  DepositSummary,
  DepositState,
  EvidenceVerification,
  FileCheckDetail,
  ProofCheckDetail,
  StateChangeDetail,
} from '@sceau/embed'
