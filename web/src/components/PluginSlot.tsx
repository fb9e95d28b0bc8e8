import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react'
import type { SlotName } from '@sceau/plugin-sdk/web'
import { useShell } from '../core/useShell'

/* One lazy component per loader, so re-renders keep the loaded screen instead of suspending again. */
const components = new WeakMap<() => Promise<{ default: ComponentType }>, LazyExoticComponent<ComponentType>>()

function componentOf(loader: () => Promise<{ default: ComponentType }>) {
  let component = components.get(loader)
  if (!component) components.set(loader, (component = lazy(loader)))
  return component
}

/** What the mounted plugins put in a slot of a core screen (nothing when none fills it). */
export function PluginSlot({ name }: { name: SlotName }) {
  const { plugins } = useShell()
  const loaders = plugins.flatMap((plugin) => {
    const loader = plugin.slots?.[name]
    return loader ? [{ id: plugin.id, loader }] : []
  })
  if (!loaders.length) return null
  return (
    <Suspense fallback={null}>
      {loaders.map(({ id, loader }) => {
        const Slot = componentOf(loader)
        return <Slot key={id} />
      })}
    </Suspense>
  )
}
