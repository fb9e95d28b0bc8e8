import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ProgressBar, Section } from '@sceau/plugin-sdk/web/ui'
import { hashWithProgress } from '../../hooks/hashWithProgress.js'

export interface ExpectedFile {
  path: string
  /** Hex SHA-256 of the deposited file (null while it is not known). */
  sha256: string | null
}

type Check =
  { state: 'hashing'; name: string; size: number; hashed: number } | { state: 'done'; name: string; match: string | null } | { state: 'failed'; name: string }

/**
 * docs/product.md §4 "Verify copy": a dropped or chosen file is hashed in the browser (in the hashing worker,
 * progress shown) and compared with the deposited files; the copy is never sent. Shared by the
 * deposit detail and the public certificate page.
 */
export function VerifyCopy({ expected, onHashed }: { expected: ExpectedFile[]; onHashed?: (sha256: string) => void }) {
  const { t } = useTranslation('consignment', { keyPrefix: 'screens.detail.verify' })
  const [check, setCheck] = useState<Check | null>(null)
  const running = useRef<AbortController | null>(null)
  useEffect(() => () => running.current?.abort(), [])

  const verify = async (file: File | undefined) => {
    if (!file) return
    running.current?.abort()
    const controller = (running.current = new AbortController())
    setCheck({ state: 'hashing', name: file.name, size: file.size, hashed: 0 })
    try {
      const digest = await hashWithProgress(
        file,
        (hashed) => setCheck((now) => (now?.state === 'hashing' && !controller.signal.aborted ? { ...now, hashed } : now)),
        controller.signal
      )
      if (controller.signal.aborted) return
      setCheck({ state: 'done', name: file.name, match: expected.find((f) => f.sha256 === digest)?.path ?? null })
      onHashed?.(digest)
    } catch {
      if (!controller.signal.aborted) setCheck({ state: 'failed', name: file.name })
    }
  }

  return (
    <Section title={t('title')} text={t('help')}>
      <label
        className="block cursor-pointer rounded-md border-2 border-dashed border-slate-300 p-6 text-center text-sm dark:border-slate-600"
        onDragOver={(e) => e.preventDefault()}
        onDrop={(e) => {
          e.preventDefault()
          void verify(e.dataTransfer.files[0])
        }}
      >
        {t('drop')}
        <input
          type="file"
          className="sr-only"
          aria-label={t('choose')}
          onChange={(e) => {
            void verify(e.target.files?.[0])
            e.target.value = ''
          }}
        />
      </label>
      {check?.state === 'hashing' && (
        <div className="space-y-1">
          <p role="status" className="text-sm">
            {t('hashing')}
          </p>
          <ProgressBar value={check.size ? check.hashed / check.size : 0} label={t('progress', { name: check.name })} />
        </div>
      )}
      {check?.state === 'failed' && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {t('failed', { name: check.name })}
        </p>
      )}
      {check?.state === 'done' && (
        <p
          role="status"
          data-testid="verify-result"
          data-match={check.match ? 'yes' : 'no'}
          className={`font-semibold ${check.match ? 'text-green-700 dark:text-green-400' : 'text-red-700 dark:text-red-300'}`}
        >
          {check.match ? t('conforms', { name: check.name }) : t('differs', { name: check.name })}
        </p>
      )}
    </Section>
  )
}
