import fc from 'fast-check';
import {
  badContentType,
  badEncoding,
  badHeaderValue,
  badJson,
  badJsonText,
  badNumber,
  badText,
  encodeLoosely,
  poisoned,
} from './bad-values';
import type { FuzzRequest } from './valid-requests';

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

type Path = string[];

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

function edit(
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

type Mutation = (request: FuzzRequest) => FuzzRequest;

function bodyPlaces(schema: JsonSchema | undefined, example: unknown) {
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

const bodySchemaOf = (operation: Operation) =>
  operation.requestBody?.content['application/json']?.schema;

type Weighted = { weight: number; arbitrary: fc.Arbitrary<Mutation> };

function bodyMutations(operation: Operation, valid: FuzzRequest): Weighted[] {
  const example = valid.body && 'json' in valid.body ? valid.body.json : undefined;
  const schema = bodySchemaOf(operation);
  const withJson = (request: FuzzRequest, json: unknown): FuzzRequest => ({
    ...request,
    body: { json },
  });
  /** The request's JSON body as spoiled so far, else the valid one: spoilings add up. */
  const current = (request: FuzzRequest) =>
    request.body && 'json' in request.body ? request.body.json : example;
  const mutations: fc.Arbitrary<Mutation>[] = [
    badJson.map((json) => (request) => withJson(request, json)),
    badJsonText.map((raw) => (request) => ({
      ...request,
      headers: { ...request.headers, 'content-type': 'application/json' },
      body: { raw },
    })),
    badContentType.map((contentType) => (request) => ({
      ...request,
      headers: { ...request.headers, 'content-type': contentType },
      body: { raw: JSON.stringify(example ?? {}) },
    })),
  ];
  // A body on a request without one: Fastify reads none for GET, so once is enough.
  if (example === undefined) return [once(fc.oneof(...mutations))];
  const { places, texts, numbers, valueAt } = bodyPlaces(schema, example);
  const put =
    (path: Path, value: unknown): Mutation =>
    (request) =>
      withJson(
        request,
        edit(current(request), path, (parent, key) => (parent[key] = value)),
      );
  const place = fc.constantFrom(...places);
  const weighted = [
    ...mutations.map((arbitrary) => ({ weight: 1, arbitrary })),
    { weight: 3, arbitrary: fc.tuple(place, badJson).map(([path, value]) => put(path, value)) },
    {
      weight: 1,
      arbitrary: place.map(
        (path) => (request: FuzzRequest) =>
          withJson(
            request,
            edit(current(request), path, (parent, key) => delete parent[key]),
          ),
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(place, fc.string({ maxLength: 20 }), badJson)
        .map(([path, extra, value]) => put([...path, extra || 'extra'], value)),
    },
  ];
  if (texts.length > 0)
    weighted.push({
      weight: 4,
      arbitrary: fc
        .constantFrom(...texts)
        .chain((path) => poisoned(valueAt(path) as string).map((text) => put(path, text))),
    });
  if (numbers.length > 0)
    weighted.push({
      weight: 2,
      arbitrary: fc.tuple(fc.constantFrom(...numbers), badNumber).map(([path, n]) => put(path, n)),
    });
  return weighted;
}

const once = (arbitrary: fc.Arbitrary<Mutation>, weight = 1): Weighted => ({ weight, arbitrary });

function queryMutations(operation: Operation, valid: FuzzRequest): Weighted[] {
  const names = (operation.parameters ?? [])
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) => parameter.name);
  const name = fc.constantFrom(...names, 'unknown', '__proto__', 'constructor');
  const value = fc.oneof(badText.map(encodeLoosely), badEncoding);
  const replace = (query: [string, string][], key: string, text: string): [string, string][] => [
    ...query.filter(([other]) => other !== key),
    [key, text],
  ];
  const set =
    ([key, text]: [string, string]): Mutation =>
    (request) => ({
      ...request,
      query: replace(request.query, key, text),
    });
  const mutations = [
    once(fc.tuple(name, value).map(set), 2),
    // A parameter given twice arrives as an array.
    once(
      fc.tuple(name, value).map(([key, text]) => (request) => ({
        ...request,
        query: [...request.query, [key, text], [key, text]],
      })),
    ),
    once(
      fc.tuple(badEncoding, value).map(([key, text]) => (request) => ({
        ...request,
        query: [...request.query, [key, text]],
      })),
    ),
  ];
  if (valid.query.length > 0)
    mutations.push(
      once(
        fc
          .constantFrom(...valid.query)
          .chain(([key, text]) =>
            poisoned(decodeURIComponent(text)).map((bad) => set([key, encodeLoosely(bad)])),
          ),
        3,
      ),
    );
  return mutations;
}

function pathMutations(valid: FuzzRequest): Weighted[] {
  const names = Object.keys(valid.params);
  if (names.length === 0) return [];
  const value = fc.oneof(badText.filter((text) => text.length > 0).map(encodeLoosely), badEncoding);
  const set =
    ([key, text]: [string, string]): Mutation =>
    (request) => ({
      ...request,
      params: { ...request.params, [key]: text },
    });
  return [
    once(fc.tuple(fc.constantFrom(...names), value).map(set), 2),
    once(
      fc
        .constantFrom(...names)
        .chain((key) =>
          poisoned(decodeURIComponent(valid.params[key]!)).map((bad) =>
            set([key, encodeLoosely(bad)]),
          ),
        ),
      2,
    ),
  ];
}

function headerMutations(): Weighted[] {
  const header = fc.constantFrom(
    'cookie',
    'idempotency-key',
    'origin',
    'accept-language',
    'accept-encoding',
    'if-none-match',
    'x-forwarded-for',
    'range',
    'user-agent',
  );
  return [
    once(
      fc.tuple(header, badHeaderValue).map(([name, value]) => (request) => ({
        ...request,
        headers: { ...request.headers, [name]: name === 'cookie' ? `sid=${value}` : value },
      })),
    ),
  ];
}

/** Requests that each spoil one or two parts of the valid one. */
export function spoiledRequests(
  operation: Operation,
  valid: () => FuzzRequest,
): fc.Arbitrary<FuzzRequest> {
  const sample = valid();
  const mutation = fc.oneof(
    ...bodyMutations(operation, sample),
    ...queryMutations(operation, sample),
    ...pathMutations(sample),
    ...headerMutations(),
  );
  return fc
    .array(mutation, { minLength: 1, maxLength: 2 })
    .map((mutations) => mutations.reduce((request, mutate) => mutate(request), valid()));
}

/** The request as light-my-request sends it. */
export function injectOptions(template: string, request: FuzzRequest) {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => request.params[name] ?? '');
  const query = request.query.map(([key, value]) => `${key}=${value}`).join('&');
  const body = request.body;
  return {
    method: request.method as 'GET',
    url: query ? `${path}?${query}` : path,
    headers: request.headers,
    ...(body === undefined
      ? {}
      : 'json' in body
        ? {
            payload: JSON.stringify(body.json) ?? 'null',
            headers: { 'content-type': 'application/json', ...request.headers },
          }
        : { payload: body.raw }),
  };
}

/**
 * Before the random requests, a sweep of the known troubles, one part at a time: NUL and an
 * unpaired surrogate in every text, integers past the 32-bit range in every number, and the
 * same in every query and path value.
 */
export function sweep(operation: Operation, valid: () => FuzzRequest): FuzzRequest[] {
  const sample = valid();
  const requests: FuzzRequest[] = [];
  const example = sample.body && 'json' in sample.body ? sample.body.json : undefined;
  if (example !== undefined) {
    const { texts, numbers, valueAt } = bodyPlaces(bodySchemaOf(operation), example);
    const put = (path: Path, value: unknown) =>
      requests.push({
        ...valid(),
        body: { json: edit(example, path, (parent, key) => (parent[key] = value)) },
      });
    for (const path of texts)
      for (const poison of ['\u0000', '\ud800']) put(path, `${poison}${valueAt(path) as string}`);
    for (const path of numbers)
      for (const number of [2 ** 31, -(2 ** 31) - 1, 1.5]) put(path, number);
  }
  const spoil = (text: string) => [`%00${text}`, `${text}%ED%A0%80`, '2147483648', '-1'];
  for (const [key, text] of sample.query)
    for (const bad of spoil(text))
      requests.push({
        ...valid(),
        query: [...sample.query.filter(([other]) => other !== key), [key, bad]],
      });
  for (const [key, text] of Object.entries(sample.params))
    for (const bad of spoil(text))
      requests.push({ ...valid(), params: { ...sample.params, [key]: bad } });
  return requests;
}
