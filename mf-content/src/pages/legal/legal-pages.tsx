import {
  Container,
  LANGUAGE_LOCALES,
  PageTitle,
  selectStore,
  useAppSelector,
  type PageModule,
  type PageProps,
  type PublicStore,
} from '@storefront/shared';
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { loadLegalDocument, loadedLegalDocument, type LegalDocumentName } from './legal-document';

const Article = styled.article`
  max-width: 48rem;
  h2 {
    font-size: 1.25rem;
    margin: 2rem 0 0.75rem;
  }
  p {
    margin: 0 0 0.75rem;
  }
`;

const Updated = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The values of {{storeName}}, {{email}}, {{phone}} and {{address}}: the store's details. */
function storeDetails({ mainInfo, contactInfo }: PublicStore) {
  return {
    storeName: mainInfo.name,
    email: contactInfo.email,
    phone: contactInfo.phoneNumber,
    address: contactInfo.pickupAddress,
  };
}

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (match, key: string) => values[key] ?? match);
}

function legalPage(name: LegalDocumentName): PageModule {
  function LegalPage({ lang }: PageProps) {
    const { t } = useTranslation('content');
    const document = use(loadLegalDocument(name, lang));
    const values = storeDetails(useAppSelector(selectStore));
    const updated = new Intl.DateTimeFormat(LANGUAGE_LOCALES[lang], {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(new Date(document.updated));
    return (
      <Container data-boundary="content">
        <Article>
          <PageTitle>{document.title}</PageTitle>
          <Updated>{t('legal.updated', { date: updated })}</Updated>
          {document.sections.map((section) => (
            <section key={section.heading}>
              <h2>{fill(section.heading, values)}</h2>
              {section.paragraphs.map((paragraph, index) => (
                <p key={index}>{fill(paragraph, values)}</p>
              ))}
            </section>
          ))}
        </Article>
      </Container>
    );
  }

  return {
    Component: LegalPage,
    head: ({ state, lang }) => {
      const document = loadedLegalDocument(name, lang);
      if (!document) return {};
      return {
        title: document.title,
        description: fill(document.description, storeDetails(selectStore(state))),
        websitePrefix: true,
      };
    },
    prefetch: ({ lang }) => loadLegalDocument(name, lang),
  };
}

export const privacyPolicyPage = legalPage('privacy-policy');
export const termsPage = legalPage('terms-and-conditions');
