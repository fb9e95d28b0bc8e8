import { catalogueLoaders, defineWebPlugin } from '@sceau/plugin-sdk/web'
import { PERMISSIONS } from '../shared/permissions.js'

export default defineWebPlugin({
  id: 'capsules',
  permissions: PERMISSIONS,
  routes: [{ path: '/app/integrations/capsules', layout: 'dashboard', access: 'user', screen: () => import('./screens/CapsulesScreen.js') }],
  navItems: [
    {
      id: 'integrations',
      menu: 'bottom',
      label: 'capsules:nav.integrations',
      to: '/app/integrations',
      icon: 'plug',
      order: 20,
      visible: (access) => access.admin,
    },
  ],
  translations: catalogueLoaders((locale) => import(`../locales/${locale}.json`)),
})
