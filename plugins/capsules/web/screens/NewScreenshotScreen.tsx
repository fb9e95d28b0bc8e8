import { useState, type FormEvent } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { api } from '@sceau/api-client'
import { fieldErrors, messageOf, useFormats, useLocalizedHref } from '@sceau/plugin-sdk/web/hooks'
import { FormAlert, Notice, Screen, Section, SubmitButton, TextField } from '@sceau/plugin-sdk/web/ui'
import type { CapsuleStatus, CapsuleView } from '../../shared/types.js'
import { CAPSULES_KEY, isForbidden, paths, screens } from '../lib.js'
import { PriceConfirm } from '../components/PriceConfirm.js'

/** An address the server may be asked to open: http(s) with a host. The server checks the rest (private addresses, limits). */
function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

/**
 * /app/screenshots/new: a member enters a URL, confirms the deposit's price (the server's quote, GET
 * /capsules/status), and the server captures the page with its browser and deposits it at that price
 * (POST /capsules/web-proofs), then the capture's detail follows its progress. When the server has
 * no browser, the form says so instead of failing.
 */
export default function NewScreenshotScreen() {
  const { t } = useTranslation('capsules', { keyPrefix: 'screens.newScreenshot' })
  const href = useLocalizedHref()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [url, setUrl] = useState('')
  const [invalid, setInvalid] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const status = useQuery({
    queryKey: [...CAPSULES_KEY, 'status'],
    queryFn: ({ signal }) => api.get<CapsuleStatus>(paths.status, { signal }),
    meta: { silent: true },
  })
  const create = useMutation({
    mutationFn: ({ address, priceCents }: { address: string; priceCents: number }) => api.post<CapsuleView>(paths.webProofs, { url: address, priceCents }),
    onSuccess: async (capsule) => {
      await queryClient.invalidateQueries({ queryKey: [...CAPSULES_KEY, 'list'] })
      queryClient.setQueryData([...CAPSULES_KEY, 'capsule', capsule.id], capsule)
      await navigate(href(screens.capture(capsule.id)))
    },
    // A price that changed since it was shown (E_PRICE_CHANGED): the new one is fetched and asked again.
    onError: () => {
      setConfirming(false)
      void status.refetch()
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const address = url.trim()
    const problem = !address ? t('errors.required') : isWebAddress(address) ? null : t('errors.invalid')
    setInvalid(problem)
    // Nothing is sent before the price is confirmed.
    if (!problem && status.data) setConfirming(true)
  }
  const unavailable = status.data?.serverCapture === false
  const formats = useFormats()
  // The server's price for a page up to its size: the capture is deposited at it, or not at all.
  const price = status.data?.price
  const forbidden = isForbidden(create.error)
  const fieldError = invalid ?? fieldErrors(create.error).url
  return (
    <Screen
      title={t('title')}
      intro={t('intro')}
      width="narrow"
      actions={
        <Link className="btn-secondary" to={href(screens.screenshots)}>
          {t('back')}
        </Link>
      }
    >
      {status.isPending && (
        <p role="status" className="text-slate-500">
          {t('checking')}
        </p>
      )}
      {unavailable && (
        <Notice title={t('unavailable.title')} tone="warning">
          <p>{t('unavailable.text')}</p>
        </Notice>
      )}
      {forbidden && (
        <Notice title={t('notAllowed.title')} tone="warning">
          <p>{t('notAllowed.text')}</p>
        </Notice>
      )}
      {!status.isPending && !unavailable && (
        <Section title={t('formTitle')} text={t('formText')}>
          <form noValidate onSubmit={submit} className="space-y-4">
            <TextField
              label={t('url')}
              name="url"
              type="url"
              inputMode="url"
              placeholder="https://"
              value={url}
              onValueChange={(value) => {
                setUrl(value)
                setConfirming(false)
              }}
              error={fieldError}
              hint={t('urlHint')}
              maxLength={2048}
            />
            {price && (
              <p className="text-sm font-medium">
                {t('price', { price: formats.euros(price.cents), years: price.years, size: formats.bytes(price.upToBytes ?? 0) })}
              </p>
            )}
            {create.isError && !forbidden && !fieldErrors(create.error).url && <FormAlert>{messageOf(create.error, t('errors.failed'))}</FormAlert>}
            {confirming && price ? (
              <PriceConfirm
                price={price}
                pending={create.isPending}
                confirmLabel={(amount) => t('confirm', { price: amount })}
                onConfirm={() => create.mutate({ address: url.trim(), priceCents: price.cents })}
                onCancel={() => setConfirming(false)}
              />
            ) : (
              <SubmitButton pending={create.isPending}>{t('submit')}</SubmitButton>
            )}
          </form>
        </Section>
      )}
    </Screen>
  )
}
