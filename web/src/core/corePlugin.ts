/* The app's own screens and menu entries, declared like a plugin so routes and menus are built one way. */
import { defineWebPlugin } from '@sceau/plugin-sdk/web'
import { MEMBER_RIGHTS } from '@sceau/shared'
import { COMMITMENTS_PATH } from './commitmentsPath'

export const CORE_PLUGIN_ID = 'core'

const loginScreen = () => import('../accounts/LoginScreen').then((m) => ({ default: m.LoginScreen }))
const subscribeScreen = () => import('../billing/SubscribeScreen')
const signUpScreen = () => import('../accounts/SignUpScreen').then((m) => ({ default: m.SignUpScreen }))

export const corePlugin = defineWebPlugin({
  id: CORE_PLUGIN_ID,
  // The rights every organisation has (their labels live under members.rights).
  permissions: MEMBER_RIGHTS,
  routes: [
    { path: '/', layout: 'public', screen: () => import('../screens/HomeScreen').then((m) => ({ default: m.HomeScreen })) },
    {
      ...COMMITMENTS_PATH,
      layout: 'public',
      screen: () => import('../screens/CommitmentsScreen').then((m) => ({ default: m.CommitmentsScreen })),
    },
    { path: '/contact', layout: 'public', screen: () => import('../contact/ContactScreen') },
    { path: '/status', layout: 'public', screen: () => import('../status/StatusScreen') },
    { path: '/pages/legal', layout: 'public', screen: () => import('../screens/LegalScreen').then((m) => ({ default: m.LegalScreen })) },
    // Accounts (docs/product.md §2): the cac variants are the same screens, worded for cac users.
    { path: '/login', layout: 'public', screen: loginScreen },
    { path: '/cac', layout: 'public', screen: loginScreen },
    { path: '/signin', layout: 'public', screen: signUpScreen },
    { path: '/cac/signin', layout: 'public', screen: signUpScreen },
    { path: '/forgot-password', layout: 'public', screen: () => import('../accounts/ForgotPasswordScreen').then((m) => ({ default: m.ForgotPasswordScreen })) },
    {
      path: '/account/confirmation',
      layout: 'public',
      screen: () => import('../accounts/ConfirmationScreen').then((m) => ({ default: m.ConfirmationScreen })),
    },
    {
      path: '/account/confirm/:token?',
      layout: 'public',
      screen: () => import('../accounts/ConfirmMailScreen').then((m) => ({ default: m.ConfirmMailScreen })),
    },
    {
      path: '/account/new-password/:token?',
      layout: 'public',
      screen: () => import('../accounts/NewPasswordScreen').then((m) => ({ default: m.NewPasswordScreen })),
    },
    { path: '/app/account', layout: 'dashboard', access: 'user', screen: () => import('../settings/AccountScreen') },
    { path: '/app/members', layout: 'dashboard', access: 'user', screen: () => import('../organisations/MembersScreen') },
    { path: '/app/spaces', layout: 'dashboard', access: 'user', screen: () => import('../organisations/SpacesScreen') },
    { path: '/app/books', layout: 'dashboard', access: 'user', screen: () => import('../books/BooksScreen') },
    { path: '/app/support', layout: 'dashboard', access: 'user', screen: () => import('../support/SupportScreen') },
    // Billing (ADR 0006). /cac/subscriptions and the payment pages check the login themselves (billing/SignedIn):
    // a cac user without premium must reach them, where the gate would send them away.
    { path: '/app/subscriptions', layout: 'dashboard', access: 'user', screen: () => import('../billing/SubscriptionScreen') },
    { path: '/app/billing', layout: 'dashboard', access: 'user', screen: () => import('../billing/BillingScreen') },
    { path: '/subscribe', layout: 'subscribe', access: 'user', screen: subscribeScreen },
    { path: '/cac/subscriptions', layout: 'subscribe', screen: subscribeScreen },
    {
      path: '/payment/success',
      layout: 'subscribe',
      screen: () => import('../billing/PaymentResultScreens').then((m) => ({ default: m.PaymentSuccessScreen })),
    },
    {
      path: '/payment/cancelled',
      layout: 'subscribe',
      screen: () => import('../billing/PaymentResultScreens').then((m) => ({ default: m.PaymentCancelledScreen })),
    },
  ],
  navItems: [
    { id: 'transfers', menu: 'top', label: 'core:nav.myTransfers', icon: 'send', order: 10 },
    { id: 'transfers.books', menu: 'top', label: 'core:nav.books', to: '/app/books', parent: 'transfers', order: 20 },
    // Every deposit route needs the consignment right (docs/product.md §6): without it, no menu leads to a refusal.
    {
      id: 'consignments',
      menu: 'top',
      label: 'core:nav.myConsignments',
      to: '/app/consignments',
      icon: 'stamp',
      order: 30,
      visible: (access) => access.can('consignment.active'),
    },
    {
      id: 'subscription',
      menu: 'bottom',
      label: 'core:nav.subscription',
      to: '/app/subscriptions',
      icon: 'credit-card',
      order: 10,
      visible: (access) => access.admin,
    },
    { id: 'help', menu: 'bottom', label: 'core:nav.help', to: '/app/support', icon: 'help', order: 30 },
  ],
  translations: {
    fr: () => import('../../locales/fr.json'),
    en: () => import('../../locales/en.json'),
    es: () => import('../../locales/es.json'),
    it: () => import('../../locales/it.json'),
    pt: () => import('../../locales/pt.json'),
  },
})

/** The first brief's paths that now live under /infos (canonical paths; the target is localised). */
export const CORE_REDIRECTS: Readonly<Record<string, string>> = {
  '/pages/nos-engagements': '/infos/nos-engagements',
  '/pages/preuve-depot-consignation': '/infos/preuve-depot-consignation',
  // The logged-in area's root is the transfers screen (docs/product.md §2: after login the user goes there).
  '/app': '/app/transfers',
}
