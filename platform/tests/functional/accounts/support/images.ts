/** Small real images of the docs/product.md §5 types, and things that only pretend to be images. */
export const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64')
export const SVG = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>'
)
export const TEXT_AS_PNG = Buffer.from('definitely not an image')

export function imageForm(field: string, bytes: Buffer, name = 'image.png', type = 'image/png') {
  const form = new FormData()
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name)
  return form
}
