/** The session id inside the signed session cookie (`s:` + base64url JSON `{ message: id }`). */
export function sessionIdOf(cookie: string | undefined) {
  const signed = decodeURIComponent(cookie ?? '')
    .replace(/^s:/, '')
    .split('.')[0]
  return (JSON.parse(Buffer.from(signed, 'base64url').toString()) as { message: string }).message
}
