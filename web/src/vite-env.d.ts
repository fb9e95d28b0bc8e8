/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_STATUS_URL?: string
  readonly VITE_BLOG_URL?: string
  readonly VITE_CONTACT_URL?: string
  readonly VITE_PARTNERS_URL?: string
  readonly VITE_SOCIAL_URL?: string
}
