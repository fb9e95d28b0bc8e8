/*
 * Pages that live outside this app (SPEC §1 footer): set at build time with VITE_* variables; the
 * defaults are same-origin paths for the front server or marketing site to answer.
 */
const env = import.meta.env

export const EXTERNAL_LINKS = {
  status: env.VITE_STATUS_URL || '/status',
  blog: env.VITE_BLOG_URL || '/blog',
  contact: env.VITE_CONTACT_URL || '/contact',
  partners: env.VITE_PARTNERS_URL || '/partenaires',
  social: env.VITE_SOCIAL_URL || '/reseaux',
} as const
