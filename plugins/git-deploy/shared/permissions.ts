/* The permissions this plugin declares (isomorphic: its server declares them, the web app labels them). */
export const PERMISSIONS = ['git-deploy.release'] as const
