/*
 * A VineJS validator's JSON schema (draft 7) as the request body of the OpenAPI document (JSON
 * Schema 2020-12), written so client generators type it as the validator reads it.
 */
type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)

/** `vine.any()` exports "a string, a number, a boolean, an array or an object": any JSON value, `{}` (generators: unknown). */
function isAnyValue(schema: Json) {
  const types = Array.isArray(schema.anyOf) ? schema.anyOf.map((alternative) => (isObject(alternative) ? alternative.type : null)) : []
  return types.length === 5 && ['string', 'number', 'boolean', 'array', 'object'].every((type) => types.includes(type))
}

/** The object alternatives of nested anyOf, or null when one is not an object. */
function objectAlternatives(schema: Json): Json[] | null {
  if (!Array.isArray(schema.anyOf)) return schema.type === 'object' ? [schema] : null
  const objects: Json[] = []
  for (const alternative of schema.anyOf) {
    const found = isObject(alternative) ? objectAlternatives(alternative) : null
    if (!found) return null
    objects.push(...found)
  }
  return objects
}

/**
 * VineJS exports an object with conditional groups (`vine.group`) as anyOf [each group's
 * alternatives..., the object], which generators read as "any one of them" (even `{}`). Written
 * instead as the object with every group's fields optional: what a client may send; the
 * validator still decides which go together.
 */
function mergeGroups(schema: Json): Json {
  const objects = objectAlternatives(schema)
  const bases = objects?.filter((object) => object.additionalProperties === false) ?? []
  if (!objects || objects.length < 2 || bases.length !== 1) return schema
  const base = bases[0]
  const properties: Json = { ...(base.properties as Json) }
  // A field the object takes as anything (`{}`) is described by the group that checks it.
  const vague = (name: string) => !isObject(properties[name]) || Object.keys(properties[name]).length === 0
  for (const object of objects) {
    for (const [name, property] of Object.entries((object.properties as Json) ?? {})) if (vague(name)) properties[name] = property
  }
  return { ...base, properties }
}

function rewrite(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewrite)
  if (!isObject(value)) return value
  if (isAnyValue(value)) return {}
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, rewrite(child)]))
}

export function validatorSchema(validator: { toJSONSchema(): unknown }): Json {
  const schema = structuredClone(validator.toJSONSchema()) as Json
  delete schema.$schema
  return mergeGroups(rewrite(schema) as Json)
}
