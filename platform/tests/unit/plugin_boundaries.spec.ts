/*
 * The lint rule of eslint.config.js "Plugin boundaries" (docs/adr/0001), run through ESLint's API
 * with the workspace's real configuration on snippets placed in a plugin's server half.
 */
import { join } from 'node:path'
import { test } from '@japa/runner'
import { ESLint } from 'eslint'
import { repoRoot } from '#services/storage/data_folder'

const RULE = '@typescript-eslint/no-restricted-imports'
// The workspace's configuration, this rule alone, without type information (the rule reads import statements only):
// loading every plugin's TypeScript program for each snippet took 45 s.
const eslint = new ESLint({
  cwd: repoRoot,
  ruleFilter: ({ ruleId }) => ruleId === RULE,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
})

/** The boundary errors ESLint reports for this code as the file at `path` (relative to the repository). */
async function boundaryErrors(code: string, path = 'plugins/transfer/server/listeners.ts') {
  const [result] = await eslint.lintText(code, { filePath: join(repoRoot, path) })
  return result.messages.filter((message) => message.ruleId === RULE).map((message) => message.message)
}

test.group('Plugin boundaries lint rule', () => {
  test("refuses another plugin's server, web or shared code, even for types", async ({ assert }) => {
    for (const code of [
      "import consignment from '@sceau/plugin-consignment/server'\nvoid consignment\n",
      "import { plugin } from '@sceau/plugin-consignment/web'\nvoid plugin\n",
      "import type { DepositDetail } from '@sceau/plugin-consignment/shared'\nexport type D = DepositDetail\n",
      "import '@sceau/plugin-consignment'\n",
    ]) {
      const errors = await boundaryErrors(code)
      assert.lengthOf(errors, 1, code)
      assert.match(errors[0], /never imports another plugin's code/)
    }
  })

  test('allows the published events entry for types only', async ({ assert }) => {
    assert.deepEqual(await boundaryErrors("import type {} from '@sceau/plugin-consignment/events'\n"), [])
    assert.deepEqual(
      await boundaryErrors("import type { DepositSealedPayload } from '@sceau/plugin-consignment/events'\nexport type S = DepositSealedPayload\n"),
      []
    )
    const value = await boundaryErrors(
      "import { DepositSealedPayload } from '@sceau/plugin-consignment/events'\nexport const s: DepositSealedPayload | null = null\n"
    )
    assert.lengthOf(value, 1)
    assert.match(value[0], /types only/)
  })

  test('refuses platform internals; the SDK is the way in', async ({ assert }) => {
    for (const code of [
      "import { dataDir } from '../../../platform/config/sceau.js'\nvoid dataDir\n",
      "import env from '#start/env'\nvoid env\n",
      "import '@sceau/platform/bin/server.js'\n",
    ]) {
      const errors = await boundaryErrors(code, 'plugins/consignment/server/services/certificates.ts')
      assert.lengthOf(errors, 1, code)
      assert.match(errors[0], /through @sceau\/plugin-sdk only/)
    }
    assert.deepEqual(await boundaryErrors("import { definePlugin } from '@sceau/plugin-sdk/server'\nvoid definePlugin\n"), [])
    assert.deepEqual(await boundaryErrors("import type { PluginContext } from '@sceau/plugin-sdk/server'\nexport type C = PluginContext\n"), [])
  })

  test('applies to every half of every plugin, not to the platform itself', async ({ assert }) => {
    const code = "import consignment from '@sceau/plugin-consignment/server'\nvoid consignment\n"
    assert.lengthOf(await boundaryErrors(code, 'plugins/capsules/web/plugin.ts'), 1)
    assert.lengthOf(await boundaryErrors(code, 'plugins/receptions/shared/index.ts'), 1)
    assert.deepEqual(await boundaryErrors(code, 'platform/providers/plugins_provider.ts'), [])
  })
})
