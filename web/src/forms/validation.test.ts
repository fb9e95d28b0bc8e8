// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { emailProblem, imageProblem, loginProblems, newPasswordProblems, passwordHints, signUpStepOneProblems, signUpStepTwoProblems } from './validation'

describe('docs/product.md §5 checks of the forms', () => {
  it('requires a well-formed e-mail', () => {
    expect(emailProblem('')).toBe('validation.emailRequired')
    expect(emailProblem('   ')).toBe('validation.emailRequired')
    expect(emailProblem('ada@')).toBe('validation.emailInvalid')
    expect(emailProblem('ada@example')).toBe('validation.emailInvalid')
    expect(emailProblem(`${'a'.repeat(250)}@example.org`)).toBe('validation.emailInvalid')
    expect(emailProblem(' Ada@Example.org ')).toBeUndefined()
  })

  it('ticks each password condition as it is met', () => {
    expect(passwordHints('')).toEqual({ length: false, upper: false, lower: false, digit: false })
    expect(passwordHints('abc')).toEqual({ length: false, upper: false, lower: true, digit: false })
    expect(passwordHints('Abcdefg1')).toEqual({ length: true, upper: true, lower: true, digit: true })
    expect(passwordHints('ÉCOLE-été9')).toMatchObject({ upper: true, lower: true, digit: true })
  })

  it('says "Enter a password", then "Password conditions not met", then "Both passwords must match"', () => {
    expect(newPasswordProblems('', '')).toEqual({ password: 'validation.passwordRequired' })
    expect(newPasswordProblems('abcdefgh', 'abcdefgh')).toEqual({ password: 'validation.passwordRules' })
    expect(newPasswordProblems('Abcdefg1', 'Abcdefg2')).toEqual({ passwordConfirmation: 'validation.passwordsDiffer' })
    expect(newPasswordProblems('Abcdefg1', 'Abcdefg1')).toEqual({})
  })

  it('checks sign-up step one (names, e-mail) apart from step two (password, terms)', () => {
    expect(signUpStepOneProblems({ firstname: ' ', lastname: '', email: 'x' })).toEqual({
      firstname: 'validation.required',
      lastname: 'validation.required',
      email: 'validation.emailInvalid',
    })
    expect(signUpStepOneProblems({ firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.org' })).toEqual({})
    expect(signUpStepTwoProblems({ password: 'Abcdefg1', passwordConfirmation: 'Abcdefg1', terms: false })).toEqual({ terms: 'validation.termsRequired' })
    expect(signUpStepTwoProblems({ password: 'short', passwordConfirmation: '', terms: true })).toEqual({ password: 'validation.passwordRules' })
  })

  it('asks login for an e-mail and a password only (no rules: old passwords still log in)', () => {
    expect(loginProblems({ email: '', password: '' })).toEqual({ email: 'validation.emailRequired', password: 'validation.passwordRequired' })
    expect(loginProblems({ email: 'ada@example.org', password: 'x' })).toEqual({})
  })

  it('accepts images of the docs/product.md §5 types up to 5 MB', () => {
    const file = (type: string, size: number) => new File([new Uint8Array(size)], 'f', { type })
    expect(imageProblem(file('image/png', 10))).toBeUndefined()
    expect(imageProblem(file('image/svg+xml', 10))).toBeUndefined()
    expect(imageProblem(file('image/gif', 10))).toBe('validation.imageType')
    expect(imageProblem(file('image/jpeg', 5 * 1024 * 1024 + 1))).toBe('validation.imageSize')
  })
})
