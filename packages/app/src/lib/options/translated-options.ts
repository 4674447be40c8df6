import { i18n, type MessageKey } from '../i18n/i18n.js';
import type { OptionChoice, OptionDeclaration } from './option-declaration.js';

type WithoutTexts<T> = T extends unknown ? Omit<T, 'label' | 'hint' | 'choices'> : never;

/**
 * An option declaration as a registry holds it: its label, hint and choice texts are catalogue keys,
 * read in the user's language only when the field editor shows them.
 */
export type KeyedOptionDeclaration = WithoutTexts<OptionDeclaration> & {
  label: MessageKey;
  hint?: MessageKey;
  /** Fills the hint's `{{…}}` placeholders (texts that are not words, such as a template's example). */
  hintParams?: Readonly<Record<string, string>>;
  choices?: ReadonlyArray<{ value: string; text: MessageKey }>;
};

/** The declarations in the current language, as the options form shows them. */
export function translatedOptions(declarations: readonly KeyedOptionDeclaration[]): OptionDeclaration[] {
  return declarations.map(({ label, hint, hintParams, choices, ...rest }) => {
    const texts = { label: i18n.t(label), ...(hint ? { hint: i18n.t(hint, hintParams) } : {}) };
    const translatedChoices: OptionChoice[] | undefined = choices?.map(({ value, text }) => ({ value, text: i18n.t(text) }));
    return { ...rest, ...texts, ...(translatedChoices ? { choices: translatedChoices } : {}) } as OptionDeclaration;
  });
}
