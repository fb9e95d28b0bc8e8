import { catalogueLoaders, defineWebPlugin } from '@sceau/plugin-sdk/web'
import { PERMISSIONS } from '../shared/permissions.js'

const Inbox = () => import('./screens/InboxScreen.js')
const Public = () => import('./screens/PublicReceptionScreen.js')

export default defineWebPlugin({
  id: 'receptions',
  permissions: PERMISSIONS,
  routes: [
    { path: '/app/receptions', layout: 'dashboard', access: 'user', screen: Inbox },
    { path: '/app/receptions/links', layout: 'dashboard', access: 'user', screen: () => import('./screens/SafeLinksScreen.js') },
    { path: '/app/receptions/pages', layout: 'dashboard', access: 'user', screen: () => import('./screens/ReceptionPageScreen.js') },
    // {uploadId}: "page" (the incoming page) or a SafeLink's id (README).
    { path: '/app/receptions/:uploadId', layout: 'dashboard', access: 'user', screen: Inbox },
    { path: '/app/receptions/:uploadId/deliveries/:deliveryId?', layout: 'dashboard', access: 'user', screen: () => import('./screens/DeliveryScreen.js') },
    // Third parties send here: the incoming page, and SafeLinks (/upload/link/<token>).
    { path: '/r/:uuid?', layout: 'download', access: 'public', screen: Public },
    { path: '/upload/:type?/:token?', layout: 'download', access: 'public', screen: Public },
  ],
  navItems: [
    { id: 'receipts', menu: 'top', label: 'receptions:nav.receipts', icon: 'inbox', order: 20 },
    { id: 'receipts.inbox', menu: 'top', label: 'receptions:nav.inbox', to: '/app/receptions', parent: 'receipts', order: 1 },
    // docs/product.md §6: only administrators see the incoming page entry.
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
