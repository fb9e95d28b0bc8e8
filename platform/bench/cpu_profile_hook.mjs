/*
 * Bench-only preload (node --import): the first SIGUSR2 starts a CPU profile of this process, the
 * second writes it to $CPU_PROFILE_OUT, so a profile covers the load only, not the boot.
 */
import { Session } from 'node:inspector/promises'
import { writeFileSync } from 'node:fs'

const session = new Session()
session.connect()
let running = false
process.on('SIGUSR2', async () => {
  if (!running) {
    running = true
    await session.post('Profiler.enable')
    await session.post('Profiler.setSamplingInterval', { interval: 200 })
    await session.post('Profiler.start')
    return
  }
  running = false
  const { profile } = await session.post('Profiler.stop')
  writeFileSync(process.env.CPU_PROFILE_OUT ?? 'bench.cpuprofile', JSON.stringify(profile))
  process.send?.('profiled')
})
