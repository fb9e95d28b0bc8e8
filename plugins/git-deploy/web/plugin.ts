import { defineWebPlugin } from '@sceau/plugin-sdk/web'

export default defineWebPlugin({
  id: 'git-deploy',
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
