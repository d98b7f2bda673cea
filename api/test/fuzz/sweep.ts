import { bodyPlaces, bodySchemaOf, edit, type Operation, type Path } from './body-places';
import type { FuzzRequest } from './valid-requests';

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
