import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { sha256OfBlob } from '@sceau/api-client/uploads'
import type { DepositDetail } from '../../../shared/types.js'

/** SPEC §4 "Verify copy": the copy's SHA-256 is computed in the browser and compared; the copy is never sent. */
export function VerifyCopyCard({ deposit }: { deposit: DepositDetail }) {
  const { t } = useTranslation('consignment', { keyPrefix: 'screens.detail.verify' })
  const [result, setResult] = useState<{ name: string; match: string | null } | null>(null)
  const [busy, setBusy] = useState(false)
  const check = async (file: File | undefined) => {
    if (!file) return
    setBusy(true)
    try {
      const digest = await sha256OfBlob(file)
      setResult({ name: file.name, match: deposit.files.find((f) => f.sha256 === digest)?.path ?? null })
    } finally {
      setBusy(false)
    }
  }
  return (
    <section className="card">
      <h2 className="text-lg font-semibold">{t('title')}</h2>
      <p className="text-sm text-slate-500">{t('help')}</p>
      <label
        className="mt-3 block rounded-md border-2 border-dashed border-slate-300 p-6 text-center text-sm"
        onDragOver={(e) => e.preventDefault()}
        onDrop={(e) => {
          e.preventDefault()
          void check(e.dataTransfer.files[0])
        }}
      >
        {t('drop')}
        <input type="file" className="sr-only" aria-label={t('choose')} onChange={(e) => void check(e.target.files?.[0])} />
      </label>
      {busy && <p role="status">{t('hashing')}</p>}
      {result && (
        <p
          role="status"
          data-testid="verify-result"
          data-match={result.match ? 'yes' : 'no'}
          className={`mt-3 font-semibold ${result.match ? 'text-green-700' : 'text-red-700'}`}
        >
          {result.match ? t('conforms', { name: result.name }) : t('differs', { name: result.name })}
        </p>
      )}
    </section>
  )
}
