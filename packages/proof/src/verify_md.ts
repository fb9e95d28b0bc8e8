// VERIFY.md of a proof bundle: how to check every layer with stock tools, filled with this bundle's values.
import { fromPemAll, toHex } from './bytes.ts'
import { inclusionPathSides } from './merkle.ts'
import { sha256Sync } from './sha256.ts'
import type { AnchorRecord } from './anchor.ts'
import type { BundleManifest } from './bundle.ts'

/** The Merkle check script shipped in VERIFY.md (python3 standard library only). */
export const MERKLE_SCRIPT = `import hashlib, json
a = json.load(open("anchor.json"))
h = lambda b: hashlib.sha256(b).digest()
r = h(b"\\x00" + bytes.fromhex(a["leaf"].removeprefix("0x")))
fn, sn = a["proof"]["index"], a["proof"]["treeSize"] - 1
for p in map(bytes.fromhex, a["proof"]["path"]):
    if fn & 1 or fn == sn:
        r = h(b"\\x01" + p + r)
        while fn and not fn & 1: fn, sn = fn >> 1, sn >> 1
    else: r = h(b"\\x01" + r + p)
    fn, sn = fn >> 1, sn >> 1
ok = sn == 0 and r.hex() == a["root"].removeprefix("0x").lower()
print(r.hex(), "OK" if ok else "MISMATCH")
`

function quote(name: string): string {
  return `'${name.replace(/'/g, `'\\''`)}'`
}

function fingerprints(chainPem: string | undefined): string[] {
  if (!chainPem) return []
  return fromPemAll(chainPem, 'CERTIFICATE').map((der) =>
    toHex(sha256Sync(der))
      .toUpperCase()
      .replace(/(..)(?!$)/g, '$1:')
  )
}

export function renderVerifyMd(manifest: BundleManifest, anchor: AnchorRecord | null, chainPem?: string): string {
  const file = quote(manifest.file.name)
  const sha = manifest.file.sha256
  const ts = manifest.timestamp
  const lines: string[] = []
  const push = (...more: string[]) => lines.push(...more)
  push(
    `# How to verify this proof`,
    ``,
    `This folder proves that a file with SHA-256 \`${sha}\` (\`${manifest.file.name}\`, ${manifest.file.size} bytes)`,
    `existed on ${ts.genTime}. Each layer below can be checked with stock tools only, without Sceau.`,
    `Deposit ${manifest.deposit.number ?? manifest.deposit.id}, deposited ${manifest.deposit.depositedAt}.`,
    ``,
    `| file | what it is |`,
    `| --- | --- |`,
    `| \`manifest.json\` | summary of the deposit, with the SHA-256 of every other file of this folder |`,
    `| \`SHA256SUMS\` | the deposited file's SHA-256, in \`sha256sum\` format |`,
    `| \`timestamp.tsr\` | RFC 3161 timestamp response (DER) over that SHA-256 |`,
    ...manifest.renewals.map((r) => `| \`${r.file}\` | renewal timestamp over the previous timestamp token |`),
    `| \`tsa-chain.pem\` | certificates of the timestamp authority (TSA first, root last) |`,
    ...(anchor ? [`| \`anchor.json\` | Merkle path from the file's SHA-256 to the root written on a blockchain |`] : []),
    `| \`certificate.pdf\` | the human-readable deposit certificate |`,
    ``,
    `## 1. The file`,
    ``,
    `Put the original file next to \`SHA256SUMS\` and run:`,
    ``,
    '```sh',
    `sha256sum -c SHA256SUMS`,
    '```',
    ``,
    `It must print \`${manifest.file.name}: OK\`. (On macOS: \`shasum -a 256 -c SHA256SUMS\`; on Windows: \`certutil -hashfile FILE SHA256\`, then compare with \`${sha}\`.)`,
    `Any change to the file, even one byte, gives another SHA-256.`,
    ``,
    `The other files of this folder are listed with their SHA-256 in \`manifest.json\` (\`files\`); \`sha256sum FILE\` checks each one.`,
    ``,
    `## 2. The timestamp (RFC 3161)`,
    ``,
    ts.qualified
      ? `The timestamp was issued by a qualified timestamp authority (eIDAS, ETSI EN 319 421): ${ts.tsa ?? 'see tsa-chain.pem'}.`
      : `The timestamp was issued by Sceau's own timestamp authority, which is **not qualified** (${ts.tsa ?? 'see tsa-chain.pem'}). It is a sound RFC 3161 timestamp, without the legal presumption of a qualified one.`,
    ``,
    `Read it:`,
    ``,
    '```sh',
    `openssl ts -reply -in timestamp.tsr -text`,
    '```',
    ``,
    `It shows the time (\`Time stamp:\`, here ${ts.genTime}), the serial number (hex \`${ts.serial}\`), the policy \`${ts.policy}\` and, as \`Message data\`, the file's SHA-256.`,
    ``,
    `Verify the signature, the certificate chain and that the timestamp covers the file:`,
    ``,
    '```sh',
    `openssl ts -verify -in timestamp.tsr -data ${file} -CAfile tsa-chain.pem`,
    `# or, without the file, against its SHA-256:`,
    `openssl ts -verify -in timestamp.tsr -digest ${sha} -CAfile tsa-chain.pem`,
    '```',
    ``,
    `Both must print \`Verification: OK\`. These commands trust the root certificate shipped in \`tsa-chain.pem\`; for an independent check,`,
    `obtain the authority's root certificate from a source you trust (${ts.qualified ? 'the EU trusted lists' : "Sceau's published root certificate"}), save it as \`root.pem\`, and run:`,
    ``,
    '```sh',
    `openssl ts -verify -in timestamp.tsr -data ${file} -CAfile root.pem -untrusted tsa-chain.pem`,
    `openssl x509 -in root.pem -noout -fingerprint -sha256`,
    '```',
    ``
  )
  const prints = fingerprints(chainPem)
  if (prints.length) {
    const role = (i: number) => (i === 0 ? 'TSA' : i === prints.length - 1 ? 'root' : 'intermediate')
    push(`SHA-256 fingerprints of the certificates in \`tsa-chain.pem\`:`, ``, ...prints.map((p, i) => `- ${role(i)}: \`${p}\``), ``)
  }
  if (manifest.renewals.length) {
    push(
      `### Renewals`,
      ``,
      `Each renewal timestamps the SHA-256 of the previous timestamp *token* (the signed part of the response), so the proof outlives`,
      `the previous authority's certificate. Extract the previous token and verify the renewal against it:`,
      ``,
      '```sh'
    )
    manifest.renewals.forEach((r, i) => {
      const previous = i === 0 ? 'timestamp.tsr' : manifest.renewals[i - 1]!.file
      push(
        `openssl ts -reply -in ${previous} -token_out -out previous-${i + 1}.tst`,
        `openssl ts -verify -in ${r.file} -data previous-${i + 1}.tst -CAfile tsa-chain.pem`
      )
    })
    push('```', ``)
  }
  push(`## 3. The blockchain anchor`, ``)
  if (manifest.anchor.status === 'none') {
    push(
      `None: the instance that made this folder does not record deposits on a blockchain. The proof rests on the`,
      `timestamp above${manifest.deposit.securityHash ? ' and the security hash' : ''}; there is no \`anchor.json\` and there will never be one for this deposit.`,
      ``,
      `## All at once`,
      ``,
      `Sceau's verifier (\`sceau-verify\`, package \`@sceau/proof\`) checks every layer offline: \`sceau-verify proof.zip --file ${file} [--roots root.pem]\`.`,
      ``
    )
    return lines.join('\n')
  }
  if (!anchor) {
    push(
      `The anchor was still pending when this folder was made: the SHA-256 is queued for the next batch written on chain.`,
      `Download the proof folder again later to get \`anchor.json\`.`,
      ``
    )
    return lines.join('\n')
  }
  const sides = inclusionPathSides(anchor.proof.index, anchor.proof.treeSize, anchor.proof.path.length)
  push(
    `Many deposits are grouped in a Merkle tree (RFC 6962 hashing: a leaf is \`SHA-256(0x00 || leaf)\`, a node is \`SHA-256(0x01 || left || right)\`);`,
    `only its root is written on chain. The leaf here is the file's SHA-256; it is leaf ${anchor.proof.index} of ${anchor.proof.treeSize}.`,
    ``,
    `### 3a. Recompute the root by hand`,
    ``,
    `Start from the leaf hash, then hash with each sibling of the path, in order (\`xxd -r -p\` turns hex into bytes):`,
    ``,
    '```sh',
    `H=$(printf '00%s' ${anchor.leaf.replace(/^0x/, '').toLowerCase()} | xxd -r -p | sha256sum | cut -d' ' -f1)   # leaf hash`
  )
  anchor.proof.path.forEach((sibling, i) => {
    const pair = sides[i] === 'left' ? `${sibling} "$H"` : `"$H" ${sibling}`
    push(`H=$(printf '01%s%s' ${pair} | xxd -r -p | sha256sum | cut -d' ' -f1)   # step ${i + 1}: sibling on the ${sides[i]}`)
  })
  push(
    `echo "$H"`,
    '```',
    ``,
    `The last line must print the root \`${anchor.root.replace(/^0x/, '').toLowerCase()}\`.`,
    ``,
    `### 3b. Or with a 10-line script (python3, standard library only)`,
    ``,
    `Save this as \`merkle.py\` next to \`anchor.json\` and run \`python3 merkle.py\`; it prints the root and \`OK\`:`,
    ``,
    '```python',
    MERKLE_SCRIPT.trimEnd(),
    '```',
    ``,
    `### 3c. Find the root on chain`,
    ``,
    `The root was written in transaction \`${anchor.transactionHash}\` on chain id ${anchor.chainId}${anchor.network ? ` (${anchor.network})` : ''}` +
      `${anchor.blockNumber !== undefined ? `, block ${anchor.blockNumber}` : ''}${anchor.contractAddress ? `, sent to \`${anchor.contractAddress}\`` : ''}.`,
    `Open that transaction in any block explorer of chain ${anchor.chainId} and look at its input data, or ask any node of that chain:`,
    ``,
    '```sh',
    `curl -s -X POST -H 'Content-Type: application/json' \\`,
    `  --data '{"jsonrpc":"2.0","id":1,"method":"eth_getTransactionByHash","params":["${anchor.transactionHash}"]}' \\`,
    `  RPC_URL_OF_CHAIN_${anchor.chainId}`,
    '```',
    ``,
    `The \`input\` field of the answer must contain \`${anchor.root.replace(/^0x/, '').toLowerCase()}\`, and \`blockNumber\` must be set (the transaction is mined).`,
    ``,
    `## All at once`,
    ``,
    `Sceau's verifier (\`sceau-verify\`, package \`@sceau/proof\`) checks every layer offline: \`sceau-verify proof.zip --file ${file} [--roots root.pem] [--rpc RPC_URL]\`.`,
    ``
  )
  return lines.join('\n')
}
