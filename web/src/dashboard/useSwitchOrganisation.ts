import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { api } from '@sceau/api-client'
import { describeError } from '../errors/describeError'
import { useToast } from '../toasts/useToast'

/** Makes an organisation the active one; then the user, the organisation list and the menus reload (docs/product.md §4). */
export function useSwitchOrganisation() {
  const { t } = useTranslation('core')
  const toast = useToast()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.post(`/users/organizations/${encodeURIComponent(id)}/active`),
    onSuccess: async () => {
      await queryClient.invalidateQueries()
      toast.success(t('organizations.switched'))
    },
    onError: (error) => toast.error(t('organizations.switchFailed'), describeError(error, t)),
  })
}
