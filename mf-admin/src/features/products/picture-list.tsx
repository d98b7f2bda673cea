import { Button, LANGUAGE_TAGS, type Language } from '@storefront/shared';
import {
  PRODUCT_LIMITS,
  type AdminProductImage,
  type ShopLanguages,
} from '@storefront/shared/admin';
import { Field, Input } from '@storefront/shared/forms';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: 1rem;
    grid-template-columns: 1fr;
    padding: 1rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    ${({ theme }) => theme.media.md} {
      grid-template-columns: 10rem minmax(0, 1fr);
    }
  }
  img {
    width: 10rem;
    height: 10rem;
    object-fit: contain;
    background: ${({ theme }) => theme.colors.surfaceMuted};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  .texts {
    display: flex;
    flex-direction: column;
    gap: 0.75rem;
  }
`;

export type PictureMove = -1 | 1;

interface PictureListProps {
  lang: Language;
  languages: ShopLanguages;
  images: AdminProductImage[];
  readOnly: boolean;
  busy: boolean;
  onMove: (id: string, by: PictureMove) => Promise<boolean>;
  onDescribe: (id: string, alt: Partial<Record<Language, string>>) => Promise<boolean>;
  onRemove: (id: string) => Promise<boolean>;
}

/** One picture: its place, its descriptions per shop language, and its buttons. */
function PictureItem({
  image,
  position,
  count,
  languages,
  readOnly,
  busy,
  onMove,
  onDescribe,
  onRemove,
  focusRef,
}: Omit<PictureListProps, 'images' | 'lang'> & {
  image: AdminProductImage;
  position: number;
  count: number;
  focusRef: (name: 'earlier' | 'later' | 'remove', node: HTMLButtonElement | null) => void;
}) {
  const { t } = useTranslation('admin');
  // What is typed over the saved descriptions, until they are saved.
  const [draft, setDraft] = useState<Partial<Record<Language, string>> | null>(null);
  const alt = draft ?? image.alt;
  const number = position + 1;
  return (
    <li data-testid="picture">
      <img src={`${image.url}?w=320&dpr=1`} alt={t('products.pictures.preview', { number })} />
      <div className="texts">
        <p>{t('products.pictures.position', { number, count })}</p>
        {languages.all.map((language) => (
          <Field
            key={language}
            label={t('products.pictures.alt_in', { language: t(`products.languages.${language}`) })}
          >
            {(ids) => (
              <Input
                {...ids}
                lang={LANGUAGE_TAGS[language]}
                value={alt[language] ?? ''}
                maxLength={PRODUCT_LIMITS.altMax}
                readOnly={readOnly}
                onChange={(event) => setDraft({ ...alt, [language]: event.target.value })}
                data-testid={`picture-alt-${language}`}
              />
            )}
          </Field>
        ))}
        {!readOnly && (
          <div className="actions">
            <Button
              type="button"
              $variant="secondary"
              disabled={busy}
              onClick={() =>
                void onDescribe(image.id, alt).then((saved) => saved && setDraft(null))
              }
              data-testid="picture-describe"
            >
              {t('products.pictures.save_alt', { number })}
            </Button>
            <Button
              type="button"
              $variant="ghost"
              ref={(node) => focusRef('earlier', node)}
              disabled={busy || position === 0}
              onClick={() => void onMove(image.id, -1)}
              data-testid="picture-earlier"
            >
              {t('products.pictures.earlier', { number })}
            </Button>
            <Button
              type="button"
              $variant="ghost"
              ref={(node) => focusRef('later', node)}
              disabled={busy || position === count - 1}
              onClick={() => void onMove(image.id, 1)}
              data-testid="picture-later"
            >
              {t('products.pictures.later', { number })}
            </Button>
            <Button
              type="button"
              $variant="ghost"
              ref={(node) => focusRef('remove', node)}
              disabled={busy}
              onClick={() => void onRemove(image.id)}
              data-testid="picture-remove"
            >
              {t('products.pictures.remove', { number })}
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}

/**
 * The product's pictures in their order (the first is the one listings show), each with its
 * descriptions per language, moved earlier or later or removed with buttons. After a move the
 * focus stays on the picture moved; after a removal it goes to the next one's (or the previous).
 */
export function PictureList(props: PictureListProps) {
  const { t } = useTranslation('admin');
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [focus, setFocus] = useState<{ id: string; name: 'earlier' | 'later' | 'remove' } | null>(
    null,
  );

  useEffect(() => {
    if (!focus) return;
    const wanted = buttons.current.get(`${focus.id}:${focus.name}`);
    const fallback = ['earlier', 'later', 'remove']
      .map((name) => buttons.current.get(`${focus.id}:${name}`))
      .find((button) => button && !button.disabled);
    (wanted && !wanted.disabled ? wanted : fallback)?.focus();
  }, [focus, props.images]);

  if (props.images.length === 0)
    return <p data-testid="pictures-none">{t('products.pictures.none')}</p>;
  return (
    <List aria-label={t('products.pictures.list')}>
      {props.images.map((image, position) => (
        <PictureItem
          key={image.id}
          {...props}
          image={image}
          position={position}
          count={props.images.length}
          onMove={async (id, by) => {
            const moved = await props.onMove(id, by);
            if (moved) setFocus({ id, name: by === -1 ? 'earlier' : 'later' });
            return moved;
          }}
          onRemove={async (id) => {
            const next = props.images[position + 1] ?? props.images[position - 1];
            const removed = await props.onRemove(id);
            if (removed && next) setFocus({ id: next.id, name: 'remove' });
            return removed;
          }}
          focusRef={(name, node) => {
            const key = `${image.id}:${name}`;
            if (node) buttons.current.set(key, node);
            else buttons.current.delete(key);
          }}
        />
      ))}
    </List>
  );
}
