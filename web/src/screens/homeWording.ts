import { useAnchoring, useQualifiedTimestamps } from '@sceau/plugin-sdk/web/hooks'

/** How the home page words the seal, in its first screen and below it (HomeScreen, HomeSections). */
export function useSealWording() {
  // The embedded TSA issues "not qualified" timestamps: the wording follows the instance (README TSA_URL, TSA_QUALIFIED).
  const notQualified = useQualifiedTimestamps() ? '' : 'NotQualified'
  // Without a chain configured nothing is anchored: the qualified wording drops its blockchain record.
  const anchoring = useAnchoring()
  return { notQualified, anchoring, sealVariant: notQualified || (anchoring ? '' : 'NoChain') }
}
