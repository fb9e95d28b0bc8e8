import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LocalizerContext, PagePathContext, useFormats, useLanguage, useLocalizedHref } from './hooks.js'
import { createPathLocalizer } from './paths.js'

const localizer = createPathLocalizer([
  {
    path: '/infos/preuve-depot-consignation',
    paths: {
      en: '/infos/proof-deposit-consignment',
      es: '/infos/deposito-prueba-consignacion',
      it: '/infos/deposito-prova-spedizione',
      pt: '/infos/prova-deposito-consignacao',
    },
  },
])

function Probe() {
  const href = useLocalizedHref()
  const formats = useFormats()
  return (
    <ul>
      <li data-testid="language">{useLanguage()}</li>
      <li data-testid="info">{href('/infos/preuve-depot-consignation')}</li>
      <li data-testid="screen">{href('/app/consignments/7')}</li>
      <li data-testid="price">{formats.euros(1250).replace(/[\u00a0\u202f]/g, ' ')}</li>
    </ul>
  )
}

function renderAt(pathname: string) {
  render(
    <LocalizerContext value={localizer}>
      <PagePathContext value={pathname}>
        <Probe />
      </PagePathContext>
    </LocalizerContext>
  )
  return (id: string) => screen.getByTestId(id).textContent
}

describe('useLocalizedHref: the page language from the URL, the slug from the shell’s localizer', () => {
  it.each([
    ['/app/consignments', 'fr', '/infos/preuve-depot-consignation', '/app/consignments/7', '12,50 €'],
    ['/en/app/consignments', 'en', '/en/infos/proof-deposit-consignment', '/en/app/consignments/7', '€12.50'],
    ['/es/app/consignments', 'es', '/es/infos/deposito-prueba-consignacion', '/es/app/consignments/7', '12,50 €'],
    ['/it/app/consignments', 'it', '/it/infos/deposito-prova-spedizione', '/it/app/consignments/7', '12,50 €'],
    ['/pt/app/consignments', 'pt', '/pt/infos/prova-deposito-consignacao', '/pt/app/consignments/7', '€ 12,50'],
  ])('on %s', (pathname, language, info, detail, price) => {
    const text = renderAt(pathname)
    expect(text('language')).toBe(language)
    expect(text('info')).toBe(info)
    expect(text('screen')).toBe(detail)
    expect(text('price')).toBe(price)
  })
})
