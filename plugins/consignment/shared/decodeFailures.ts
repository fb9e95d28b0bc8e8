/** Why a security hash was refused (@sceau/proof's SecurityHashError codes) -> its message under `errors.` of the catalogue; the server and the browser's check say the same. */
export const DECODE_FAILURES = { malformed: 'decodeMalformed', bad_signature: 'decodeBadSignature', unknown_key: 'decodeUnknownKey' } as const
