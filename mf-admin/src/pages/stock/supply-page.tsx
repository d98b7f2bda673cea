import { RouteLink, localePath, toast, type Language, type PageProps } from '@storefront/shared';
import type { Supply } from '@storefront/shared/admin';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { stockApi, useChangeSupplyMutation, useGetSupplyQuery } from '../../api/stock-api';
import { useStaff } from '../../features/access/use-staff';
import { AdminFrame } from '../../features/frame/admin-frame';
import { adminPage } from '../../features/frame/admin-page';
import { pageIn } from '../../features/frame/sections';
import { formatMoment } from '../../features/stock/formats';
import { DraftActions, ReceivedActions } from '../../features/stock/supply-actions';
import { SupplyForm } from '../../features/stock/supply-form';
import { SupplyStatusBadge } from '../../features/stock/supply-status';
import { SupplyView } from '../../features/stock/supply-view';
import { AdminQueryState } from '../../features/ui/admin-query-state';

const section = pageIn('admin-supply', 'supply', 'stock.read');

const State = styled.p`
  margin: 0;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** What the delivery's status means for stock, in words, and who drafted it when. */
function StateText({ supply, lang }: { supply: Supply; lang: Language }) {
  const { t } = useTranslation('admin');
  const received = supply.receivedAt
    ? {
        when: formatMoment(supply.receivedAt, lang),
        who: supply.receivedBy?.name || supply.receivedBy?.email || '—',
      }
    : {};
  const drafted = supply.createdBy
    ? ` ${t('supplies.drafted_by', {
        who: supply.createdBy.name || supply.createdBy.email,
        when: formatMoment(supply.createdAt, lang),
      })}`
    : '';
  return (
    <>
      {t(`supplies.state.${supply.status}`, received)}
      {drafted}
    </>
  );
}

function DraftEditor({
  supply,
  lang,
  reload,
  onMoved,
}: {
  supply: Supply;
  lang: Language;
  reload: () => Promise<Supply | undefined>;
  onMoved: () => void;
}) {
  const { t } = useTranslation('admin');
  const [change, { isLoading }] = useChangeSupplyMutation();
  return (
    <SupplyForm
      lang={lang}
      supply={supply}
      save={(input, version) => change({ ...input, supplyId: supply.id, version: version!, lang })}
      saving={isLoading}
      reload={reload}
      onSaved={(saved) =>
        toast.add({ title: t('supplies.saved', { number: saved.number }), tone: 'success' })
      }
      after={({ dirty, version }) => (
        <DraftActions
          supply={supply}
          lang={lang}
          dirty={dirty}
          version={version}
          onMoved={onMoved}
        />
      )}
    />
  );
}

function SupplyPage({ lang, params }: PageProps) {
  const { t } = useTranslation('admin');
  const { may } = useStaff();
  const query = useGetSupplyQuery({ supplyId: params.supplyId!, lang });
  const state = useRef<HTMLParagraphElement>(null);
  const supply = query.data;
  const reload = async () => (await query.refetch()).data;
  // Once the delivery has moved on, its new state is shown and read out, the focus on it.
  const onMoved = () => void reload().then(() => state.current?.focus());
  const writable = may('stock.write');
  return (
    <AdminFrame
      section={section}
      lang={lang}
      title={supply ? t('supplies.title', { number: supply.number }) : undefined}
      actions={supply && <SupplyStatusBadge status={supply.status} />}
    >
      <RouteLink to={localePath('admin-supplies', {}, lang)}>{t('supplies.back')}</RouteLink>
      <AdminQueryState query={query} testId="supply-load-error">
        {(data) => (
          <>
            <State ref={state} tabIndex={-1} data-testid="supply-state">
              <StateText supply={data} lang={lang} />
            </State>
            {data.status === 'DRAFT' && writable ? (
              <DraftEditor supply={data} lang={lang} reload={reload} onMoved={onMoved} />
            ) : (
              <SupplyView supply={data} lang={lang} />
            )}
            {data.status === 'RECEIVED' && writable && (
              <ReceivedActions supply={data} lang={lang} onMoved={onMoved} />
            )}
          </>
        )}
      </AdminQueryState>
    </AdminFrame>
  );
}

/** One delivery: a draft edited and received, or a received one with what each line added. */
export const supplyPage = adminPage(section, SupplyPage, ({ dispatch, lang, params }) =>
  dispatch(stockApi.util.prefetch('getSupply', { supplyId: params.supplyId!, lang }, {})),
);
