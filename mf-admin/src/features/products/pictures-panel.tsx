import {
  VisuallyHidden,
  normalizeError,
  toast,
  type Language,
  type NormalizedError,
} from '@storefront/shared';
import type { AdminProduct, ShopLanguages, VersionConflict } from '@storefront/shared/admin';
import { Card } from '@storefront/shared/kit';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useArrangePicturesMutation,
  useRemovePictureMutation,
  useUploadPictureMutation,
} from '../../api/products-api';
import { PictureList, type PictureMove } from './picture-list';
import { PictureUpload, refusalOf } from './picture-upload';

interface PicturesPanelProps {
  lang: Language;
  languages: ShopLanguages;
  product: AdminProduct;
  /** The version the page's form was read at (or a picture change left): every change is over it. */
  version: number;
  readOnly: boolean;
  /** A change saved: the product as it now is, at its new version. */
  onChanged: (product: AdminProduct) => void;
  onConflict: (conflict: VersionConflict) => void;
}

/**
 * The product's pictures: each change (an upload, a new order, descriptions, a removal) is saved
 * at once over the form's version, which it raises; a refusal is said in the page language.
 */
export function PicturesPanel({
  lang,
  languages,
  product,
  version,
  readOnly,
  onChanged,
  onConflict,
}: PicturesPanelProps) {
  const { t } = useTranslation('admin');
  const [upload] = useUploadPictureMutation();
  const [arrange] = useArrangePicturesMutation();
  const [remove] = useRemovePictureMutation();
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  const id = product.id;
  const inputId = `product-${id}-pictures`;
  // The version the uploads of one choice go over, one after another: each answer's.
  const latest = useRef(version);
  useEffect(() => {
    latest.current = version;
  }, [version]);

  const refused = (error: NormalizedError) => {
    if (error.conflict) return onConflict(error.conflict);
    const reason = error.code === 'PRODUCT_IMAGE_REQUIRED' ? 'last_of_visible' : refusalOf(error);
    toast.add({ title: t(`products.pictures.refused.${reason}`), tone: 'error' });
  };

  /** One change, over the version held; true once saved. */
  const change = async (write: () => Promise<AdminProduct>, done: string) => {
    setBusy(true);
    try {
      onChanged(await write());
      setSaid(done);
      return true;
    } catch (error) {
      refused(normalizeError(error));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const images = product.images;
  const arrangement = (order: typeof images) =>
    order.map((image) => ({ id: image.id, alt: image.alt }));

  const move = (imageId: string, by: PictureMove) => {
    const from = images.findIndex((image) => image.id === imageId);
    const order = [...images];
    const [moved] = order.splice(from, 1);
    order.splice(from + by, 0, moved!);
    return change(
      () => arrange({ id, body: { version, images: arrangement(order) } }).unwrap(),
      t('products.pictures.moved', { number: from + by + 1, count: order.length }),
    );
  };

  const describe = (imageId: string, alt: Partial<Record<Language, string>>) =>
    change(
      () =>
        arrange({
          id,
          body: {
            version,
            images: images.map((image) => ({
              id: image.id,
              alt: image.id === imageId ? alt : image.alt,
            })),
          },
        }).unwrap(),
      t('products.pictures.described'),
    );

  return (
    <Card aria-labelledby="product-pictures-title" data-testid="product-pictures">
      <h2 id="product-pictures-title">{t('products.pictures.title')}</h2>
      <PictureList
        lang={lang}
        languages={languages}
        images={images}
        readOnly={readOnly}
        busy={busy}
        onMove={move}
        onDescribe={describe}
        onRemove={async (imageId) => {
          const removed = await change(
            () => remove({ id, imageId, version }).unwrap(),
            t('products.pictures.removed'),
          );
          // The last one gone: the focus goes to adding another.
          if (removed && images.length === 1) document.getElementById(inputId)?.focus();
          return removed;
        }}
      />
      {!readOnly && (
        <PictureUpload
          inputId={inputId}
          disabled={busy}
          upload={async (file) => {
            // Each file over the version the last one left: read from the answer, not the props.
            const saved = await upload({ id, version: latest.current, file }).unwrap();
            latest.current = saved.version;
            onChanged(saved);
            return saved;
          }}
          onConflict={refused}
        />
      )}
      <VisuallyHidden role="status" data-testid="pictures-status">
        {said}
      </VisuallyHidden>
    </Card>
  );
}
