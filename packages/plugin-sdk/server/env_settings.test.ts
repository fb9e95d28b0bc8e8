import { describe, expect, it } from 'vitest'
import { flagSetting, integerSetting, textSetting } from './env_settings.js'

describe('plugin settings from the environment', () => {
  it('a whole number falls back when unset or blank and is read when set', () => {
    expect(integerSetting('CAP', 5, { env: {} })).toBe(5)
    expect(integerSetting('CAP', 5, { env: { CAP: '  ' } })).toBe(5)
    expect(integerSetting('CAP', 5, { env: { CAP: '12' } })).toBe(12)
    expect(integerSetting('CAP', 5, { env: { CAP: '0' } })).toBe(0)
  })

  it('a value that is not a whole number, or under the minimum, stops with the variable named', () => {
    expect(() => integerSetting('CAP', 5, { env: { CAP: '1.5' } })).toThrow('CAP must be a whole number of at least 0 (got "1.5")')
    expect(() => integerSetting('CAP', 5, { env: { CAP: 'ten' } })).toThrow(/CAP/)
    expect(() => integerSetting('CAP', 5, { env: { CAP: '-1' } })).toThrow(/at least 0/)
    expect(() => integerSetting('TIMEOUT', 5, { min: 1, env: { TIMEOUT: '0' } })).toThrow('TIMEOUT must be a whole number of at least 1 (got "0")')
  })

  it('a flag is on only when it says true', () => {
    expect(flagSetting('ON', { ON: 'true' })).toBe(true)
    expect(flagSetting('ON', { ON: ' true ' })).toBe(true)
    for (const value of [undefined, '', 'false', '1', 'yes', 'TRUE']) expect(flagSetting('ON', { ON: value })).toBe(false)
  })

  it('a text falls back when unset or blank and is trimmed', () => {
    expect(textSetting('PATH_TO', '/usr/bin/chromium', {})).toBe('/usr/bin/chromium')
    expect(textSetting('PATH_TO', '/usr/bin/chromium', { PATH_TO: '   ' })).toBe('/usr/bin/chromium')
    expect(textSetting('PATH_TO', '/usr/bin/chromium', { PATH_TO: ' /opt/chrome ' })).toBe('/opt/chrome')
  })
})
