import { useContext } from 'react'
import { ShellContext, type Shell } from './shellContext'

export function useShell(): Shell {
  return useContext(ShellContext)
}
