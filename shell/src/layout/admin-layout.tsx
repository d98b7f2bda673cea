import {
  Container,
  localePath,
  selectStore,
  useAppSelector,
  RemoteFragment,
} from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { ColorModeSwitch, LanguageSwitch } from '../features/settings/switches';
import type { LayoutProps } from './layouts';

const Bar = styled.header`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Row = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  min-height: 3.5rem;
  padding-block: 0.375rem;
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  img {
    height: 1.75rem;
    width: auto;
  }
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  margin-inline-start: auto;
`;

/** Holds the account fragment's place, so the bar keeps its size while it loads. */
const AccountSlot = styled.div`
  display: inline-flex;
  min-width: 2.75rem;
  min-height: 2.75rem;
`;

const Main = styled.main`
  min-height: 70vh;
`;

/**
 * The back office's layout: the shop's name (the storefront's home), the language and color
 * mode switches and the account menu; no search, cart, currency or footer. The back office's own
 * navigation is its pages' (the admin remote's). Loaded only for its pages (see `loadLayout`).
 */
export default function AdminLayout({ lang, children }: LayoutProps) {
  const { t } = useTranslation();
  const store = useAppSelector(selectStore);
  return (
    <>
      <Bar data-header="">
        <Row>
          <Brand
            to={localePath('home', {}, lang)}
            aria-label={t('header.home_link', { name: store.mainInfo.name })}
          >
            {store.mainInfo.logo ? (
              <img src={store.mainInfo.logo} alt="" width={28} height={28} />
            ) : null}
            <span>{store.mainInfo.name}</span>
          </Brand>
          <Tools>
            <LanguageSwitch lang={lang} />
            <ColorModeSwitch />
            <AccountSlot>
              <RemoteFragment name="AccountMenu" lang={lang} />
            </AccountSlot>
          </Tools>
        </Row>
      </Bar>
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
    </>
  );
}
