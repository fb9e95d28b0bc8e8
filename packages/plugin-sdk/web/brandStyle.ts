/*
 * An organisation's colours and background on a public page (the download page, the reception pages,
 * the send page). No React, no imports: the recipient's light download page can take it.
 */

/** Only #rrggbb colours reach a style attribute. */
export const safeColour = (colour: string | null | undefined) => (colour && /^#[0-9a-f]{6}$/i.test(colour) ? colour : null)

/** The style of a frame showing `url` as its background (pair with `bg-cover bg-center`); none without an address. */
export function backgroundStyle(url: string | null | undefined): { backgroundImage: string } | undefined {
  return url ? { backgroundImage: `url("${url}")` } : undefined
}
