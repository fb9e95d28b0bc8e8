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
