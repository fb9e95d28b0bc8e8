/* The frame of the third party's page: the organisation's colour, background and logo, and the page that says nobody can send. */
import { type ReactNode } from 'react'
import { usePageTitle } from '@sceau/plugin-sdk/web/hooks'
import { Picture } from '@sceau/plugin-sdk/web/ui'
import type { PublicReception } from '../../../shared/types.js'
import { backgroundStyle, safeColour } from '@sceau/plugin-sdk/web'

export function Branded({ reception, children }: { reception: PublicReception; children: ReactNode }) {
  const colour = safeColour(reception.color)
  // The organisation's send-page background (Customisation), over the page's colour.
  return (
    <div
      className="rounded-2xl bg-cover bg-center p-2 sm:p-6"
      style={{ ...(colour ? { backgroundColor: colour } : {}), ...backgroundStyle(reception.organisation.backgroundUrl) }}
      data-testid="reception-page"
    >
      <section className="card space-y-5">
        <header className="space-y-2">
          {reception.organisation.logoUrl && <Picture src={reception.organisation.logoUrl} alt="" className="max-h-12" />}
          <p className="text-sm text-slate-500">{reception.organisation.name}</p>
        </header>
        {children}
      </section>
    </div>
  )
}

export function Closed({ title, text, testId, children }: { title: string; text: string; testId: string; children?: ReactNode }) {
  usePageTitle(title)
  return (
    <section className="card text-center" data-testid={testId}>
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{text}</p>
      {children}
    </section>
  )
}
