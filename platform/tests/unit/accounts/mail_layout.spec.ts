import { test } from '@japa/runner'
import { renderMail } from '@sceau/plugin-sdk/server'

test.group('Mail layout shared by the platform and plugins', () => {
  test('HTML and text carry the same content; what is typed is escaped; unsafe links and colours are dropped', ({ assert }) => {
    const { html, text } = renderMail({
      locale: 'fr',
      title: 'Bonjour <Ada>',
      paragraphs: ['Ligne "un"', 'Ligne\ndeux'],
      action: { label: 'Confirmer', url: 'https://sceau.test/account/confirm/abc' },
      notes: ['Valable 48 heures.'],
      quote: '<script>alert(1)</script>',
      footer: 'Sceau',
      brand: { name: 'Atelier', color: 'red;background:url(x)', logoUrl: 'javascript:alert(1)' },
    })
    assert.include(html, '<html lang="fr">')
    assert.include(html, 'Bonjour &lt;Ada&gt;')
    assert.include(html, 'Ligne &quot;un&quot;')
    assert.include(html, 'Ligne<br>deux')
    assert.include(html, 'href="https://sceau.test/account/confirm/abc"')
    assert.notInclude(html, '<script>')
    assert.notInclude(html, 'javascript:')
    assert.notInclude(html, 'url(x)')
    assert.include(html, '#1f3a8a')

    assert.include(text, 'Bonjour <Ada>')
    assert.include(text, 'Confirmer: https://sceau.test/account/confirm/abc')
    assert.include(text, '> <script>alert(1)</script>')
    assert.include(text, 'Valable 48 heures.')
    assert.match(text, /-- \nSceau\n$|--\nSceau\n$/)
  })

  test('a valid brand colour and logo are used', ({ assert }) => {
    const { html } = renderMail({
      locale: 'en',
      title: 'T',
      paragraphs: [],
      brand: { name: 'Atelier', color: '#AB12cd', logoUrl: 'https://sceau.test/api/v2/media/x.png' },
    })
    assert.include(html, '#AB12cd')
    assert.include(html, '<img src="https://sceau.test/api/v2/media/x.png" alt="Atelier"')
  })

  test('further links are listed under the button after their lead-in, escaped, in HTML and text', ({ assert }) => {
    const { html, text } = renderMail({
      locale: 'en',
      title: 'T',
      paragraphs: [],
      links: {
        title: 'Check them:',
        items: [
          { label: 'Certificate of <a>.txt', url: 'https://sceau.test/certificate/abc' },
          { label: 'Bad', url: 'javascript:alert(1)' },
        ],
      },
    })
    assert.include(html, '<li><a href="https://sceau.test/certificate/abc"')
    assert.include(html, 'Certificate of &lt;a&gt;.txt</a></li>')
    assert.notInclude(html, 'javascript:')
    assert.include(html, 'Check them:</p><ul')
    assert.include(text, 'Check them:\n- Certificate of <a>.txt: https://sceau.test/certificate/abc\n')
  })
})
