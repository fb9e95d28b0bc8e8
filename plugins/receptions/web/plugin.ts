import { catalogueLoaders, defineWebPlugin } from '@sceau/plugin-sdk/web'
import { PERMISSIONS } from '../shared/permissions.js'

export default defineWebPlugin({
  id: 'receptions',
  permissions: PERMISSIONS,
  routes: [{ path: '/app/receptions', layout: 'dashboard', access: 'user', screen: () => import('./screens/ReceptionsScreen.js') }],
  navItems: [
    { id: 'receipts', menu: 'top', label: 'receptions:nav.receipts', icon: 'inbox', order: 20 },
    { id: 'receipts.inbox', menu: 'top', label: 'receptions:nav.inbox', to: '/app/receptions', parent: 'receipts', order: 1 },
    // SPEC §6: only administrators see the incoming page entry.
    {
      id: 'receipts.pages',
      menu: 'top',
      label: 'receptions:nav.incomingPage',
      to: '/app/receptions/pages',
      parent: 'receipts',
      order: 2,
      visible: (access) => access.admin,
    },
    { id: 'receipts.links', menu: 'top', label: 'receptions:nav.safelinks', to: '/app/receptions/links', parent: 'receipts', order: 3 },
  ],
  translations: catalogueLoaders((locale) => import(`../locales/${locale}.json`)),
})
