/* The commitments page's address in each language (docs/product.md §2), shared by the core routes and the recipient's light shell (its footer links there). */
export const COMMITMENTS_PATH = {
  path: '/infos/nos-engagements',
  paths: {
    en: '/infos/our-engagements',
    es: '/infos/nuestros-compromisos',
    it: '/infos/nostri-impegni',
    pt: '/infos/nossos-compromissos',
  },
} as const
