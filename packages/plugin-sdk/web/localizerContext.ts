import { createContext } from 'react'
import { createPathLocalizer, type PathLocalizer } from './paths.js'

/** The shell's path localizer (every plugin's translated paths); screens read it through `useLocalizedHref`. */
export const LocalizerContext = createContext<PathLocalizer>(createPathLocalizer([]))
