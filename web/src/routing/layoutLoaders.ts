/* Each layout is its own chunk, loaded with the first screen that uses it. */
import type { ComponentType } from 'react'
import type { LayoutName } from '@sceau/plugin-sdk/web'

type LayoutLoader = () => Promise<{ Component: ComponentType }>

export const layoutLoaders: Record<LayoutName, LayoutLoader> = {
  dashboard: () => import('../layouts/DashboardLayout').then((m) => ({ Component: m.DashboardLayout })),
  public: () => import('../layouts/PublicLayout').then((m) => ({ Component: m.PublicLayout })),
  download: () => import('../layouts/DownloadLayout').then((m) => ({ Component: m.DownloadLayout })),
  transfer: () => import('../layouts/TransferLayout').then((m) => ({ Component: m.TransferLayout })),
  embed: () => import('../layouts/EmbedLayout').then((m) => ({ Component: m.EmbedLayout })),
  subscribe: () => import('../layouts/SubscribeLayout').then((m) => ({ Component: m.SubscribeLayout })),
  empty: () => import('../layouts/EmptyLayout').then((m) => ({ Component: m.EmptyLayout })),
}
