import { describe, expect, it } from 'vitest'
import { fileNameOf, isIgnoredFileName, PATH_LIMITS, sanitizeRelativePath } from '../src/uploads.js'

describe('sanitizeRelativePath with hostile inputs', () => {
  it.each([
    ['photos/2024/a.jpg', 'photos/2024/a.jpg'],
    ['../../x', 'x'],
    ['a/../../b/c', 'a/b/c'],
    ['/etc/passwd', 'etc/passwd'],
    ['C:\\Windows\\System32\\cmd.exe', 'Windows/System32/cmd.exe'],
    ['c:/x', 'x'],
    ['\\\\server\\share\\f', 'server/share/f'],
    ['./a/./b', 'a/b'],
    ['a//b///c', 'a/b/c'],
    ['dir\u0000name/fi\u001fle\u007f.txt', 'dirname/file.txt'],
    ['invoice\u202etxt.exe', 'invoicetxt.exe'],
    ['e\u0301.txt', 'é.txt'],
    ['trailing. . /name. ', 'trailing/name'],
    ['con', '_con'],
    ['LPT1.txt', '_LPT1.txt'],
    ['a<b>c:d"e|f?g*h', 'a_b_c_d_e_f_g_h'],
    ['   spaced   /  x  ', 'spaced/x'],
    ['.gitignore', '.gitignore'],
  ])('%j -> %j', (input, expected) => {
    expect(sanitizeRelativePath(input)).toBe(expected)
  })

  it.each(['', '/', '..', '../..', './.', '\u0000', '\\\\', ' . '])('%j has nothing usable', (input) => {
    expect(sanitizeRelativePath(input)).toBeNull()
  })

  it('cuts a long name to 255 UTF-8 bytes without splitting a character, keeping the extension', () => {
    const path = sanitizeRelativePath(`dir/${'é'.repeat(300)}.tar.gz`)!
    const name = fileNameOf(path)
    expect(new TextEncoder().encode(name).length).toBeLessThanOrEqual(PATH_LIMITS.segmentBytes)
    expect(name.endsWith('.gz')).toBe(true)
    expect(name).not.toContain('\uFFFD')
    expect(path.startsWith('dir/é')).toBe(true)
  })

  it('keeps the deepest folders and the name when a path is too deep or too long', () => {
    const deep = Array.from({ length: 50 }, (_, i) => `d${i}`).join('/') + '/file.txt'
    const path = sanitizeRelativePath(deep)!
    expect(path.split('/')).toHaveLength(PATH_LIMITS.depth)
    expect(path.endsWith('d49/file.txt')).toBe(true)
    const long = Array.from({ length: 20 }, () => 'x'.repeat(200)).join('/') + '/f'
    const kept = sanitizeRelativePath(long)!
    expect(kept.length).toBeLessThanOrEqual(PATH_LIMITS.pathChars)
    expect(kept.endsWith('/f')).toBe(true)
  })

  it('never returns "..", an absolute path or a control character, whatever the input', () => {
    const alphabet = ['..', '.', '/', '\\', 'a', 'é', '\u0000', '\n', ':', 'C:', ' ', '\u202e']
    for (let i = 0; i < 2000; i++) {
      const input = Array.from({ length: 1 + (i % 12) }, (_, j) => alphabet[(i * 7 + j * 13) % alphabet.length]).join('')
      const path = sanitizeRelativePath(input)
      if (path === null) continue
      expect(path.startsWith('/')).toBe(false)
      expect(path.split('/')).not.toContain('..')
      expect(path.split('/')).not.toContain('')
      // eslint-disable-next-line no-control-regex -- looking for control characters is the point
      expect(/[\u0000-\u001f\u007f\u202e\\]/.test(path)).toBe(false)
    }
  })
})

describe('ignored files', () => {
  it('.DS_Store is ignored, nothing else', () => {
    expect(isIgnoredFileName('.DS_Store')).toBe(true)
    expect(isIgnoredFileName('DS_Store')).toBe(false)
    expect(isIgnoredFileName('.DS_Store.txt')).toBe(false)
  })
})
