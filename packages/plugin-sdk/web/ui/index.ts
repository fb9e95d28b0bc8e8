/* UI pieces shared by the web shell and every plugin screen, so each exists once (README "Web half: UI pieces"). */
export { ConfirmAction } from './ConfirmAction.js'
export { CopyButton } from './CopyButton.js'
export { DetailRow } from './DetailRow.js'
export { CheckboxField, FieldError, FormAlert, SubmitButton, TextAreaField, TextField } from './fields.js'
export { PaginationFooter } from './PaginationFooter.js'
export { QueryStates } from './QueryStates.js'
export { Screen, ScreenHeader } from './Screen.js'
export { Section } from './Section.js'
