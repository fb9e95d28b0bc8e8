/* `node scripts/sceau.mjs services`: starts the scale-out engines for manual runs and prints their environment. */
import { startScaleOutServices } from './scale_out_services.mjs'

export async function run() {
  const services = await startScaleOutServices()
  for (const [key, value] of Object.entries(services.env)) console.log(`export ${key}=${value}`)
  console.log('# scale-out services are up; Ctrl-C stops them and drops the database')
  await new Promise((resolve) => {
    process.on('SIGINT', resolve)
    process.on('SIGTERM', resolve)
  })
  await services.stop()
  return 0
}
