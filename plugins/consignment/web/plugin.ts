import { catalogueLoaders, defineWebPlugin } from '@sceau/plugin-sdk/web'
import { PERMISSIONS } from '../shared/permissions.js'

export default defineWebPlugin({
  id: 'consignment',
  permissions: PERMISSIONS,
  routes: [
    {
      path: '/infos/preuve-depot-consignation',
      paths: {
        en: '/infos/proof-deposit-consignment',
        es: '/infos/deposito-prueba-consignacion',
        it: '/infos/deposito-prova-spedizione',
        pt: '/infos/prova-deposito-consignacao',
      },
      layout: 'public',
      access: 'public',
      screen: () => import('./screens/DepositProofInfoScreen.js'),
    },
    { path: '/app/consignments', layout: 'dashboard', access: 'user', screen: () => import('./screens/ConsignmentsScreen.js') },
    { path: '/app/consignments/new', layout: 'dashboard', access: 'user', screen: () => import('./screens/NewConsignmentScreen.js') },
    { path: '/app/consignments/:id', layout: 'dashboard', access: 'user', screen: () => import('./screens/ConsignmentDetailScreen.js') },
    { path: '/certificate/:token?', layout: 'public', access: 'public', screen: () => import('./screens/CertificateScreen.js') },
    { path: '/decode', layout: 'public', access: 'public', screen: () => import('./screens/DecodeScreen.js') },
    { path: '/embed/consignment/:embedId?', layout: 'embed', access: 'public', screen: () => import('./screens/EmbedConsignmentScreen.js') },
  ],
  translations: catalogueLoaders((locale) => import(`../locales/${locale}.json`)),
})
