import { createContext } from 'react'
import { createToastStore, type ToastStore } from './toastStore'

export const ToastContext = createContext<ToastStore>(createToastStore())
