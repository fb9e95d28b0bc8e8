import { defineWebPlugin } from '@sceau/plugin-sdk/web'
import { PERMISSIONS } from '../shared/permissions.js'

export default defineWebPlugin({
  id: 'git-deploy',
  permissions: PERMISSIONS,
  routes: [
    { path: '/app/integrations/git-deploy', layout: 'dashboard', access: 'user', screen: () => import('./screens/GitDeployScreen.js') },
  ],
  translations: {
    fr: () => import('../locales/fr.json'),
    en: () => import('../locales/en.json'),
    es: () => import('../locales/es.json'),
    it: () => import('../locales/it.json'),
    pt: () => import('../locales/pt.json'),
  },
})
