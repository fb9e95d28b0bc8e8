import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react'
import type { SlotName } from '@sceau/plugin-sdk/web'
import { useLanguage } from '@sceau/plugin-sdk/web/hooks'
import { useShell } from '../core/useShell'

type Loader = () => Promise<{ default: ComponentType }>

/* One lazy component per loader, so re-renders keep the loaded screen instead of suspending again. */
const components = new WeakMap<Loader, LazyExoticComponent<ComponentType>>()

/** The slot's code and its plugin's catalogue, both before it shows. */
function componentOf(loader: Loader, loadCatalogue: () => Promise<void>) {
  let component = components.get(loader)
  if (!component) components.set(loader, (component = lazy(async () => (await Promise.all([loader(), loadCatalogue()]))[0])))
  return component
}

/** What the mounted plugins put in a slot of a core screen (nothing when none fills it). */
export function PluginSlot({ name }: { name: SlotName }) {
  const { plugins, loadNamespaces } = useShell()
  const language = useLanguage()
  const loaders = plugins.flatMap((plugin) => {
    const loader = plugin.slots?.[name]
    return loader ? [{ id: plugin.id, loader }] : []
  })
  if (!loaders.length) return null
  return (
    <Suspense fallback={null}>
      {loaders.map(({ id, loader }) => {
        const Slot = componentOf(loader, async () => loadNamespaces?.(language, [id]))
        return <Slot key={id} />
      })}
    </Suspense>
  )
}
