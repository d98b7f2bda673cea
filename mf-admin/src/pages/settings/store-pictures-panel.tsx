import { Button, VisuallyHidden, normalizeError } from '@storefront/shared';
import {
  IMAGE_UPLOAD_LIMITS,
  STORE_PICTURES,
  type MainInfoSettingsView,
  type StorePicture,
} from '@storefront/shared/admin';
import { Card } from '@storefront/shared/kit';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useRemoveStorePictureMutation, useSetStorePictureMutation } from '../../api/settings-api';
import { refusalOf } from '../../features/products/picture-upload';

const Row = styled.div`
  display: grid;
  grid-template-columns: 6rem 1fr;
  gap: 1rem;
  align-items: start;
  img {
    width: 6rem;
    height: 6rem;
    object-fit: contain;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  .actions {
    display: flex;
    flex-direction: column;
    gap: 0.5rem;
    align-items: start;
  }
  label {
    font-weight: 600;
  }
  .failed {
    color: ${({ theme }) => theme.colors.error};
  }
`;

/** One picture of the store: shown, replaced from a file, or taken away. */
function PictureRow({
  picture,
  view,
  readOnly,
  onSaid,
}: {
  picture: StorePicture;
  view: MainInfoSettingsView;
  readOnly: boolean;
  onSaid: (text: string) => void;
}) {
  const { t } = useTranslation('admin');
  const [upload] = useSetStorePictureMutation();
  const [remove] = useRemoveStorePictureMutation();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState('');
  const url = view.pictures[picture];
  const id = `main-info-${picture}`;
  const name = t(`settings_main_info.pictures.${picture}`);

  const change = async (write: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setRefusal('');
    try {
      await write();
      onSaid(done);
    } catch (error) {
      const refused = normalizeError(error);
      setRefusal(
        refused.conflict
          ? t('settings_main_info.pictures.changed_meanwhile')
          : t(`products.pictures.refused.${refusalOf(refused)}`),
      );
    } finally {
      setBusy(false);
    }
  };
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > IMAGE_UPLOAD_LIMITS.maxBytes)
      return setRefusal(t('products.pictures.refused.too_large'));
    void change(
      () => upload({ picture, version: view.version, file }).unwrap(),
      t(`settings_main_info.pictures.set_${picture}`),
    );
  };

  return (
    <Row data-testid={id}>
      {url ? (
        <img src={url} alt={t(`settings_main_info.pictures.current_${picture}`)} />
      ) : (
        <p>{t('settings_main_info.pictures.none')}</p>
      )}
      <div className="actions">
        <h3>{name}</h3>
        {!readOnly && (
          <>
            <label htmlFor={`${id}-file`}>
              {t(`settings_main_info.pictures.choose_${picture}`)}
            </label>
            <input
              id={`${id}-file`}
              type="file"
              accept={IMAGE_UPLOAD_LIMITS.contentTypes
                .filter((type) => type.startsWith('image/'))
                .join(',')}
              aria-describedby={`${id}-hint${refusal ? ` ${id}-refusal` : ''}`}
              disabled={busy}
              onChange={choose}
              data-testid={`${id}-file`}
            />
            <p id={`${id}-hint`}>{t(`settings_main_info.pictures.hint_${picture}`)}</p>
            {url && (
              <Button
                type="button"
                $variant="secondary"
                disabled={busy}
                onClick={() =>
                  void change(
                    () => remove({ picture, version: view.version }).unwrap(),
                    t(`settings_main_info.pictures.removed_${picture}`),
                  )
                }
                data-testid={`${id}-remove`}
              >
                {t(`settings_main_info.pictures.remove_${picture}`)}
              </Button>
            )}
          </>
        )}
        {refusal && (
          <p id={`${id}-refusal`} className="failed" role="alert">
            {refusal}
          </p>
        )}
      </div>
    </Row>
  );
}

/**
 * The logo and the favicon: each change is saved at once over the main info's version (which it
 * raises: the form's next save goes over the new one) and shown to shoppers on their next page.
 */
export function StorePicturesPanel({
  view,
  readOnly,
}: {
  view: MainInfoSettingsView;
  readOnly: boolean;
}) {
  const { t } = useTranslation('admin');
  const [said, setSaid] = useState('');
  return (
    <Card aria-labelledby="main-info-pictures-title" data-testid="main-info-pictures">
      <h2 id="main-info-pictures-title">{t('settings_main_info.pictures.title')}</h2>
      {STORE_PICTURES.map((picture) => (
        <PictureRow
          key={picture}
          picture={picture}
          view={view}
          readOnly={readOnly}
          onSaid={setSaid}
        />
      ))}
      <VisuallyHidden role="status" data-testid="main-info-pictures-status">
        {said}
      </VisuallyHidden>
    </Card>
  );
}
