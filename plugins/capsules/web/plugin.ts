import { catalogueLoaders, defineWebPlugin } from '@sceau/plugin-sdk/web'
import { PERMISSIONS } from '../shared/permissions.js'

export default defineWebPlugin({
  id: 'capsules',
  permissions: PERMISSIONS,
  routes: [
    { path: '/app/integrations', layout: 'dashboard', access: 'user', screen: () => import('./screens/IntegrationsScreen.js') },
    { path: '/app/integrations/capsules/:id?', layout: 'dashboard', access: 'user', screen: () => import('./screens/CapturesScreen.js') },
    { path: '/app/screenshots', layout: 'dashboard', access: 'user', screen: () => import('./screens/ScreenshotsScreen.js') },
    { path: '/app/screenshots/new', layout: 'dashboard', access: 'user', screen: () => import('./screens/NewScreenshotScreen.js') },
  ],
  navItems: [
    {
      id: 'integrations',
      menu: 'bottom',
      label: 'capsules:nav.integrations',
      to: '/app/integrations',
      icon: 'plug',
      order: 20,
      // docs/product.md §2: the bottom menu's integrations entry is for administrators.
      visible: (access) => access.admin,
    },
  ],
  translations: catalogueLoaders((locale) => import(`../locales/${locale}.json`)),
})
