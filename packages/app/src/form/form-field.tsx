import type { ReactNode } from 'react';
import { fieldOptions } from '../lib/schema/field-meta.js';
import { isPresentationField } from '../lib/schema/relation-info.js';
import { fieldTitle } from '../lib/schema/translated-name.js';
import type { RelationInfo } from '../lib/schema/relation-info.js';
import type { Field, Item, PrimaryKey } from '../lib/schema/types.js';
import { useUserLanguage } from '../lib/use-user-language.js';
import { interfaceFor } from '../interfaces/registry.js';
import { LeaveUnchangedToggle } from './leave-unchanged-toggle.js';
import type { BatchFieldState } from './leave-unchanged-toggle.js';
import { useTranslateLiteral } from '../lib/translations/use-translate-literal.js';
import { useTranslation } from '../lib/i18n/use-translation.js';

export interface FormFieldProps {
  id: string;
  collection: string;
  field: Field;
  relation: RelationInfo | null;
  value: unknown;
  initialValue: unknown;
  values: Item;
  error: string | undefined;
  primaryKey: PrimaryKey | '+';
  isDisabled: boolean;
  onChange: (value: unknown) => void;
  /** In a bulk edit: whether the field is left unchanged, and how to reset it. */
  batch?: BatchFieldState | undefined;
}

function widthClass(field: Field): string {
  const width = field.meta?.width ?? 'full';
  return width.startsWith('half') ? 'form-field--half' : width === 'fill' ? 'form-field--fill' : 'form-field--full';
}

/** One field of the form: label, input from the registry, note, and its error. */
export function FormField({
  id,
  collection,
  field,
  relation,
  value,
  initialValue,
  values,
  error,
  primaryKey,
  isDisabled,
  onChange,
  batch,
}: FormFieldProps) {
  const { t } = useTranslation();
  const language = useUserLanguage();
  // The field's name in the user's language (`meta.translations`), else its key as a title; a
  // `$t:<key>` name or note is read from the project's translation strings.
  const title = fieldTitle(field, language);
  const translate = useTranslateLiteral([title, field.meta?.note]);
  const definition = interfaceFor(field, relation);
  if (!definition) return null;
  const label = translate(title);
  const isRequired = Boolean(field.meta?.required);
  const note = field.meta?.note ? translate(field.meta.note) : field.meta?.note;
  const noteId = `${id}-note`;
  const errorId = `${id}-error`;
  const describedBy = [note ? noteId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const Input = definition.component;
  const input: ReactNode = (
    <Input
      id={id}
      label={label}
      collection={collection}
      field={field}
      value={value}
      initialValue={initialValue}
      onChange={onChange}
      options={fieldOptions(field)}
      isDisabled={isDisabled || Boolean(field.meta?.readonly)}
      isRequired={isRequired}
      isInvalid={Boolean(error)}
      describedBy={describedBy}
      primaryKey={primaryKey}
      relation={relation}
      values={values}
    />
  );

  if (isPresentationField(field)) return <div className={`form-field ${widthClass(field)}`}>{input}</div>;

  return (
    <div className={`form-field ${widthClass(field)}`} data-field={field.field}>
      {/* The marks sit outside the <label> so the field's accessible name is its label alone;
          the input itself carries `required` / `readonly`. */}
      <div className="form-field__label">
        <label htmlFor={id}>{label}</label>
        {isRequired ? (
          <span className="form-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
        {field.meta?.readonly ? <span className="form-field__tag">{t('form.readOnly')}</span> : null}
        {batch ? <LeaveUnchangedToggle id={`${id}-batch`} state={batch} isDisabled={isDisabled || Boolean(field.meta?.readonly)} /> : null}
      </div>
      {input}
      {note ? (
        <p id={noteId} className="form-field__note">
          {note}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
