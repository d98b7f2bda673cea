import { useSearchParams } from 'react-router';

/**
 * A list's filters and page, kept in the address (`?state=USED&page=2`), so a filtered list can be
 * shared, reloaded and gone back to. Changing a filter goes back to the first page.
 */
export function useListParams<Key extends string>(keys: readonly Key[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(
    keys.map((key) => [key, params.get(key) ?? undefined]),
  ) as Record<Key, string | undefined>;
  const page = Math.max(1, Number(params.get('page')) || 1);
  return {
    values,
    page,
    /** Sets the filters (an empty value removes one), on the first page. */
    setFilters: (next: Partial<Record<Key, string | undefined>>) => {
      const updated = new URLSearchParams(params);
      for (const [key, value] of Object.entries(next) as [Key, string | undefined][]) {
        if (value) updated.set(key, value);
        else updated.delete(key);
      }
      updated.delete('page');
      setParams(updated);
    },
    /** The address's query for another page of the same filters. */
    pageQuery: (target: number) => {
      const updated = new URLSearchParams(params);
      if (target > 1) updated.set('page', String(target));
      else updated.delete('page');
      const text = updated.toString();
      return text ? `?${text}` : '';
    },
  };
}
