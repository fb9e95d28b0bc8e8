import { createContext } from 'react'
import { createPathLocalizer, type PathLocalizer } from './paths.js'

/** The shell's path localizer (every plugin's translated paths); screens read it through `useLocalizedHref`. */
export const LocalizerContext = createContext<PathLocalizer>(createPathLocalizer([]))

/**
 * The current page's path ("/en/transfer"), which gives `useLanguage` its language: the app's router provides it; outside
 * any router (the web app's light shells, whose page is the document's) the address bar's path is read.
 */
export const PagePathContext = createContext<string | null>(null)
