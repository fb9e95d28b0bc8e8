/* The permissions this plugin declares (isomorphic: its server declares them, the web app labels them). */
export const PERMISSIONS = ['capsules.capture'] as const
