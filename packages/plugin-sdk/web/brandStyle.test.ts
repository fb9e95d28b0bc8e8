import { describe, expect, it } from 'vitest'
import { backgroundStyle, safeColour } from './brandStyle.js'

describe('brandStyle', () => {
  it('backgroundStyle: the address as a quoted CSS url, nothing without one', () => {
    expect(backgroundStyle('/api/v2/files/bg.webp')).toEqual({ backgroundImage: 'url("/api/v2/files/bg.webp")' })
    expect(backgroundStyle(null)).toBeUndefined()
    expect(backgroundStyle(undefined)).toBeUndefined()
    expect(backgroundStyle('')).toBeUndefined()
  })

  it('safeColour: #rrggbb only', () => {
    expect(safeColour('#1A2b3c')).toBe('#1A2b3c')
    expect(safeColour('#fff')).toBeNull()
    expect(safeColour('red')).toBeNull()
    expect(safeColour('#123456; background: url(x)')).toBeNull()
    expect(safeColour(null)).toBeNull()
  })
})
