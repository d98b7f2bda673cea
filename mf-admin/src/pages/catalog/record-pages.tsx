import {
  Button,
  RouteLink,
  localePath,
  normalizeError,
  toast,
  type Language,
  type RouteOf,
} from '@storefront/shared';
import { QueryStateBox, type QueryResult } from '@storefront/shared/kit';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useStaff } from '../../features/access/use-staff';
import { AdminQueryState } from '../../features/ui/admin-query-state';

/* What the categories' and the brands' pages share: their lists' link to a new one, a record that is gone, the way back after a removal. */

/** The list's button to a new record, for a role that may write the catalog. */
export function NewRecordLink(props: {
  lang: Language;
  route: RouteOf<'admin'>;
  label: string;
  testId: string;
}) {
  const { may } = useStaff();
  if (!may('products.write')) return null;
  return (
    <Button as={RouteLink} to={localePath(props.route, {}, props.lang)} data-testid={props.testId}>
      {props.label}
    </Button>
  );
}

/** A record's page content once read; one that is gone (404) says so, with the way to its list. */
export function RecordLoaded<T>({
  query,
  lang,
  list,
  missing,
  testId,
  children,
}: {
  query: QueryResult<T> & { error?: unknown };
  lang: Language;
  list: { route: RouteOf<'admin'>; label: string };
  missing: string;
  testId: string;
  children: (record: T) => ReactNode;
}) {
  if (query.isError && normalizeError(query.error).status === 404)
    return (
      <QueryStateBox role="alert" data-testid={`${testId}-missing`}>
        <p>{missing}</p>
        <RouteLink to={localePath(list.route, {}, lang)}>{list.label}</RouteLink>
      </QueryStateBox>
    );
  return (
    <AdminQueryState query={query} testId={`${testId}-load-error`}>
      {children}
    </AdminQueryState>
  );
}

/** After a removal or a creation: said in a toast, and the page the record now belongs to opened. */
export function useDone(lang: Language) {
  const navigate = useNavigate();
  return (title: string, route: RouteOf<'admin'>, params: Record<string, string> = {}) => {
    toast.add({ title, tone: 'success', type: 'background' });
    void navigate(localePath(route, params, lang));
  };
}
