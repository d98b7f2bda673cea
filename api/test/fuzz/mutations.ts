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
import { bodyPlaces, bodySchemaOf, edit, type Operation, type Path } from './body-places';
import type { FuzzRequest } from './valid-requests';

export type { Operation } from './body-places';

type Mutation = (request: FuzzRequest) => FuzzRequest;

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
