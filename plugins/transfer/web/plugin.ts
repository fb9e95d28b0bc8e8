import { catalogueLoaders, defineWebPlugin } from '@sceau/plugin-sdk/web'

export default defineWebPlugin({
  id: 'transfer',
  routes: [
    { path: '/transfer', layout: 'transfer', access: 'public', screen: () => import('./screens/TransferLandingScreen.js') },
    { path: '/download/:token', layout: 'download', access: 'public', screen: () => import('./screens/DownloadScreen.js') },
    { path: '/app/transfers', layout: 'dashboard', access: 'user', screen: () => import('./screens/TransfersScreen.js') },
    { path: '/app/transfers/:id', layout: 'dashboard', access: 'user', screen: () => import('./screens/TransferDetailScreen.js') },
  ],
  slots: { 'home.hero': () => import('./slots/HomeTransferCard.js') },
  navItems: [{ id: 'transfers.all', menu: 'top', label: 'transfer:nav.allTransfers', to: '/app/transfers', parent: 'transfers', order: 10 }],
  translations: catalogueLoaders((locale) => import(`../locales/${locale}.json`)),
})

/** The download page alone, for the web app's light shell that a recipient's browser loads instead of the whole app. */
export const loadDownloadPage = () => import('./download/DownloadPage.js')
export type { DownloadPageProps } from './download/DownloadPage.js'
