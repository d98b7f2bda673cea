/*
 * The places of a request body: what the schema of the OpenAPI document and the valid example
 * name, and a copy of a body with one place changed.
 */

/** The parts of an OpenAPI operation the fuzzer reads. */
export interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

interface JsonSchema {
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

export type Path = string[];

/** Every place in a body the schema or the valid example names, objects and leaves alike. */
function placesIn(schema: JsonSchema | undefined, example: unknown, prefix: Path = []): Path[] {
  const places: Path[] = [prefix];
  const keys = new Set<string>();
  const children = new Map<string, JsonSchema | undefined>();
  for (const variant of [schema, ...(schema?.anyOf ?? []), ...(schema?.oneOf ?? [])]) {
    for (const [key, child] of Object.entries(variant?.properties ?? {})) {
      keys.add(key);
      children.set(key, child);
    }
    if (variant?.items) children.set('0', variant.items);
  }
  if (example && typeof example === 'object') for (const key of Object.keys(example)) keys.add(key);
  if (Array.isArray(example) || children.has('0')) keys.add('0');
  for (const key of keys) {
    const child = example && typeof example === 'object' ? (example as never)[key] : undefined;
    places.push(...placesIn(children.get(key), child, [...prefix, key]));
  }
  return places;
}

export function edit(
  body: unknown,
  path: Path,
  change: (parent: Record<string, unknown>, key: string) => void,
) {
  // A body spoiled into a string or a number before gets an object again.
  const copy = (body !== null && typeof body === 'object' ? structuredClone(body) : {}) as Record<
    string,
    unknown
  >;
  let parent = copy;
  for (const key of path.slice(0, -1)) {
    if (parent[key] === null || typeof parent[key] !== 'object') parent[key] = {};
    parent = parent[key] as Record<string, unknown>;
  }
  change(parent, path.at(-1)!);
  return copy;
}

export function bodyPlaces(schema: JsonSchema | undefined, example: unknown) {
  const places = placesIn(schema, example).filter((path) => path.length > 0);
  const valueAt = (path: Path) =>
    path.reduce<unknown>((value, key) => (value as Record<string, unknown>)?.[key], example);
  return {
    places,
    valueAt,
    texts: places.filter((path) => typeof valueAt(path) === 'string'),
    numbers: places.filter((path) => typeof valueAt(path) === 'number'),
  };
}

export const bodySchemaOf = (operation: Operation) =>
  operation.requestBody?.content['application/json']?.schema;
