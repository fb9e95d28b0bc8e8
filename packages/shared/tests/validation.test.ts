import { describe, expect, it } from 'vitest'
import { COLOUR_PATTERN, EMAIL_PATTERN, normaliseEmail, passwordMeetsRules } from '../src/validation.js'

describe('password rules (docs/product.md §5)', () => {
  it('needs 8 characters with an upper-case letter, a lower-case letter and a digit', () => {
    expect(passwordMeetsRules('Abcdefg1')).toBe(true)
    expect(passwordMeetsRules('Ébcdefg1')).toBe(true)
    expect(passwordMeetsRules('Abcdef1')).toBe(false)
    expect(passwordMeetsRules('abcdefg1')).toBe(false)
    expect(passwordMeetsRules('ABCDEFG1')).toBe(false)
    expect(passwordMeetsRules('Abcdefgh')).toBe(false)
    expect(passwordMeetsRules('')).toBe(false)
    expect(passwordMeetsRules(`Ab1${'x'.repeat(200)}`)).toBe(false)
  })
})

describe('e-mail rules', () => {
  it('accepts standard addresses and refuses the rest', () => {
    expect(EMAIL_PATTERN.test('ada.lovelace+sceau@example.org')).toBe(true)
    expect(EMAIL_PATTERN.test('ada@example')).toBe(false)
    expect(EMAIL_PATTERN.test('ada example.org')).toBe(false)
    expect(EMAIL_PATTERN.test('@example.org')).toBe(false)
  })

  it('compares addresses lower-case, trimmed', () => {
    expect(normaliseEmail('  Ada@Example.ORG ')).toBe('ada@example.org')
  })
})

describe('colour rule', () => {
  it('takes #rrggbb only', () => {
    expect(COLOUR_PATTERN.test('#1a2B3c')).toBe(true)
    expect(COLOUR_PATTERN.test('#123')).toBe(false)
    expect(COLOUR_PATTERN.test('red')).toBe(false)
  })
})
