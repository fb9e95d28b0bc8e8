/** Once the server listens and the providers' ready hooks settled: boot's garbage goes back to the system. */
export function releaseBootGarbage(delayMs = 1000) {
  // gc exists with --expose-gc (node-flags.json); without it, V8's own memory reducer does this much later, if ever.
  const collect = globalThis.gc
  if (!collect) return
  // Boot leaves about 20 MiB of dead objects across old-generation pages; a compacting collection frees those pages.
  setTimeout(() => collect({ type: 'major', execution: 'sync', flavor: 'last-resort' }), delayMs).unref()
}
