import { SearchBox, localePath, type Language } from '@storefront/shared';
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useSearchBoxTexts } from './search-box-texts';
import { SuggestionList } from './suggestion-list';
import { MIN_SEARCH_LENGTH, useSearchSuggestions, type Suggestion } from './use-search-suggestions';

/** The results listing of some words (the catalog with its search filter). */
function resultsOf(words: string, lang: Language): string {
  const listing = localePath('catalog', {}, lang);
  return words ? `${listing}?${new URLSearchParams({ q: words })}` : listing;
}

function pathOf(item: Suggestion, words: string, lang: Language): string {
  switch (item.kind) {
    case 'product':
      return localePath(
        'product',
        { category: item.product.category.slug, slug: item.product.slug },
        lang,
      );
    case 'category':
      return localePath('catalog-category', { category: item.category.slug }, lang);
    case 'all':
      return resultsOf(words, lang);
  }
}

const { InputBlur } = useCombobox.stateChangeTypes;

/** Leaving the box closes the list without choosing what was highlighted. */
function stateReducer(
  state: UseComboboxState<Suggestion>,
  { type, changes }: UseComboboxStateChangeOptions<Suggestion>,
) {
  if (type === InputBlur)
    return { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue };
  return changes;
}

/**
 * The header's search (the WAI-ARIA combobox pattern, by downshift): suggestions as the shopper
 * types, arrows to move through them, Enter to open the one highlighted, or else the results
 * listing; Escape closes the list, and a second Escape clears the box. It takes over what was
 * typed into the plain box before it, and opens its list at once for it.
 */
export default function SearchCombobox({ lang }: { lang: Language }) {
  const texts = useSearchBoxTexts(lang);
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const words = typed.trim();
  const { suggestions, answered } = useSearchSuggestions(lang, typed);
  const {
    isOpen,
    highlightedIndex,
    getInputProps,
    getMenuProps,
    getItemProps,
    closeMenu,
    openMenu,
    setInputValue,
  } = useCombobox<Suggestion>({
    items: suggestions,
    // The box's text is downshift's own (a controlled one loses keys typed fast); the words
    // are followed from it.
    selectedItem: null,
    // What the box holds once a suggestion is chosen: the words for all results, else nothing.
    itemToString: (item) => (item?.kind === 'all' ? words : ''),
    stateReducer,
    onInputValueChange: ({ inputValue }) => setTyped(inputValue),
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) void navigate(pathOf(selectedItem, words, lang));
    },
  });
  const shown = isOpen && words.length >= MIN_SEARCH_LENGTH && (suggestions.length > 0 || answered);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    closeMenu();
    void navigate(resultsOf(words, lang));
  };

  // Enter with nothing highlighted searches: the form is submitted (downshift would stop it).
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && (!shown || highlightedIndex < 0))
      (event.nativeEvent as { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
  };

  return (
    <SearchBox
      {...texts}
      onSubmit={submit}
      onTypedBefore={(text) => {
        setInputValue(text);
        openMenu();
      }}
      inputProps={getInputProps({
        'aria-label': texts.label,
        'aria-expanded': shown && suggestions.length > 0,
        onKeyDown,
      })}
    >
      <SuggestionList
        lang={lang}
        items={suggestions}
        shown={shown}
        busy={shown && !answered}
        nothingFor={answered && suggestions.length === 0 ? words : null}
        getMenuProps={getMenuProps}
        getItemProps={getItemProps}
      />
    </SearchBox>
  );
}
