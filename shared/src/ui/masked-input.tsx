import { MaskInput, type MaskInputOptions } from 'maska';
import { useCallback, useEffect, useRef, type ComponentProps, type Ref } from 'react';
import { Input } from './field';

export type MaskedInputProps = Omit<ComponentProps<typeof Input>, 'ref'> & {
  /** maska options: `#` a digit, `@` a letter, `*` a letter or digit; or number mode. */
  maskOptions: MaskInputOptions;
  ref?: Ref<HTMLInputElement>;
};

/**
 * An input with a maska mask. It stays uncontrolled: maska rewrites the value and fires the
 * input event, so form libraries and onChange see the masked text.
 */
export function MaskedInput({ maskOptions, ref, ...props }: MaskedInputProps) {
  const element = useRef<HTMLInputElement | null>(null);
  const mask = useRef<MaskInput | null>(null);
  const options = JSON.stringify(maskOptions, (_, value: unknown) =>
    typeof value === 'function' ? String(value) : value,
  );

  useEffect(() => {
    if (!element.current) return;
    mask.current = new MaskInput(element.current, maskOptions);
    return () => {
      mask.current?.destroy();
      mask.current = null;
    };
    // Recreate the mask only when its options change in substance.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [options]);

  const setRef = useCallback(
    (node: HTMLInputElement | null) => {
      element.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  return <Input {...props} ref={setRef} />;
}
