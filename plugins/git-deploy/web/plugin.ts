import { catalogueLoaders, defineWebPlugin } from '@sceau/plugin-sdk/web'
import { PERMISSIONS } from '../shared/permissions.js'

export default defineWebPlugin({
  id: 'git-deploy',
  permissions: PERMISSIONS,
  routes: [{ path: '/app/integrations/git-deploy', layout: 'dashboard', access: 'user', screen: () => import('./screens/GitDeployScreen.js') }],
  translations: catalogueLoaders((locale) => import(`../locales/${locale}.json`)),
})
