// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { rightLabelKey } from './rightLabel'

describe('rightLabelKey', () => {
  it('finds a core right under members.rights and a plugin right in its own catalogue', () => {
    expect(rightLabelKey('transfer.password')).toBe('members.rights.transfer_password')
    expect(rightLabelKey('consignment.types.group')).toBe('members.rights.consignment_types_group')
    expect(rightLabelKey('receptions.safelink')).toBe('receptions:permissions.safelink')
    expect(rightLabelKey('git-deploy.release')).toBe('git-deploy:permissions.release')
  })
})
